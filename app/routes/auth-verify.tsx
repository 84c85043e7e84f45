import { data, redirect } from "react-router";
import { AuthNotice } from "~/components/forms/auth/auth-notice";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { confirmPage } from "~/content/auth";
import { seo } from "~/lib/seo";
import { AUTH_LIMITS, authInputFromForm } from "~/lib/validation/auth";
import type { Route } from "./+types/auth-verify";

export const meta: Route.MetaFunction = () =>
  seo({ ...confirmPage.seo, path: "/auth/verify", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** Where each state of a link sends the visitor: /auth says it, with what they can do next. */
const elsewhere = {
  expired: "/auth?tab=signup&verify=expired",
  invalid: "/auth?verify=invalid",
  used: "/auth?verify=used",
} as const;

/**
 * The link in the confirmation email (docs/decisions/026). In the browser that signed up it
 * confirms the address and signs the visitor in, then shows their account; anywhere else this page
 * asks for the password chosen at sign-up (a plain form: it works without JavaScript).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const result = await context.accounts!.confirmEmail(token, request.headers);
  if (result.status === "confirmed") throw redirect("/account?confirmed=1", { headers: result.headers });
  if (result.status === "password") return { token, email: result.email };
  throw redirect(elsewhere[result.status === "refused" ? "invalid" : result.status]);
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await context.accounts!.confirmWithPassword(
    authInputFromForm(await request.formData()),
    request.headers,
  );
  if (result.status === "confirmed") throw redirect("/account?confirmed=1", { headers: result.headers });
  if (result.status !== "refused")
    throw redirect(elsewhere[result.status === "password" ? "invalid" : result.status]);
  const { error, fieldErrors } = result.result;
  return data({ error: fieldErrors?.password ?? error }, { status: result.result.status });
}

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl px-4 py-14 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{confirmPage.title}</h1>
      <p className="mt-3 text-lg text-muted">{confirmPage.intro(loaderData.email)}</p>
      <p className="mt-2 text-muted">{confirmPage.why}</p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {actionData?.error ? (
          <AuthNotice tone="error" title="Error" focus>
            {actionData.error}
          </AuthNotice>
        ) : null}
        <form method="post" className="space-y-5">
          <input type="hidden" name="token" value={loaderData.token} />
          <Field
            id="confirm-password"
            name="password"
            label={confirmPage.password}
            type="password"
            autoComplete="current-password"
            maxLength={AUTH_LIMITS.passwordMax}
            required
            autoFocus
          />
          <Button type="submit" variant="secondary">
            {confirmPage.submit}
          </Button>
        </form>
      </div>
    </section>
  );
}
