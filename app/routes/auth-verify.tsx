import { redirect } from "react-router";
import { confirmPage } from "~/content/auth";
import { confirmRegistration, linkElsewhere } from "~/forms/confirm-registration/confirm-registration";
import { ConfirmRegistrationForm } from "~/forms/confirm-registration/confirm-registration-form";
import { formAction } from "~/lib/forms/form-action";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/auth-verify";

export const meta: Route.MetaFunction = () =>
  seo({ ...confirmPage.seo, path: "/auth/verify", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * The link in the confirmation email (docs/decisions/026). In the browser that signed up it
 * confirms the address and signs the visitor in, then shows their account; anywhere else this page
 * asks for the password chosen at sign-up (a plain form: it works without JavaScript).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const result = await context.accounts.confirmEmail(token, request.headers);
  if (result.status === "confirmed") throw redirect("/account?confirmed=1", { headers: result.headers });
  if (result.status === "password") return { token, email: result.email };
  throw redirect(linkElsewhere[result.status === "refused" ? "invalid" : result.status]);
}

export const action = formAction(confirmRegistration);

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl px-4 py-14 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{confirmPage.title}</h1>
      <p className="mt-3 text-lg text-muted">{confirmPage.intro(loaderData.email)}</p>
      <p className="mt-2 text-muted">{confirmPage.why}</p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <ConfirmRegistrationForm token={loaderData.token} serverResult={actionData} />
      </div>
    </section>
  );
}
