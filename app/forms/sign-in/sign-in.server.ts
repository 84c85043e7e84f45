import { landingAfterSignIn } from "~/shared/signed-in";
import { serveForm } from "../../../server/forms/serve";
import { signIn } from "./sign-in";

/** A session, and the signed-in hint; the page then loads where signing in lands. */
export const signInServer = serveForm(signIn, {
  async accept({ value, headers, deps }) {
    const result = await deps.accounts.signIn({ email: value.email, password: value.password }, headers);
    if (!result.ok) return result;
    // An admin lands in the back office (the hint the sign-in set says so: app/shared/signed-in.ts),
    // or on the back-office page a mailed link named (decision 039).
    const landing = landingAfterSignIn(result.headers.getSetCookie().join("; "), value.redirectTo);
    return { ...result, redirect: landing, document: true };
  },
});
