import { serveForm } from "../../../server/forms/serve";
import { signUp } from "./sign-up";

/** A pending registration and its queued mail (server/auth/registrations.ts). */
export const signUpServer = serveForm(signUp, {
  accept: ({ value, headers, deps }) => deps.accounts.signUp(value, headers),
});
