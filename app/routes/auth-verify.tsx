import { redirect } from "react-router";
import type { Route } from "./+types/auth-verify";

/**
 * The link in the confirmation email: confirms the address and signs the visitor in, then shows
 * their account. A link used before, expired or altered says so on /auth, with a way to ask again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const result = await context.accounts!.confirmEmail(token, request.headers);
  if (result.status === "confirmed") throw redirect("/account?confirmed=1", { headers: result.headers });
  throw redirect(`/auth?verify=${result.status}`);
}
