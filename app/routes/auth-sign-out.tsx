import { redirect } from "react-router";
import type { Route } from "./+types/auth-sign-out";

/** Sign Out in the header posts here (it works without JavaScript): the session ends on the server. */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await context.accounts.signOut(request.headers);
  throw redirect("/", { headers: result.headers });
}

/** Signing out changes state, so it takes a POST; an address typed in goes home. */
export function loader() {
  return redirect("/");
}
