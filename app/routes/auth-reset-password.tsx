import { data, redirect } from "react-router";
import { NewPasswordForm } from "~/components/forms/auth/new-password-form";
import type { PageHandle } from "~/islands/registry";
import { formResult, formStatus } from "~/lib/forms/form-result";
import { seo } from "~/lib/seo";
import { authInputFromForm } from "~/lib/validation/auth";
import type { Route } from "./+types/auth-reset-password";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Choose a new password",
    description: "Choose a new password for your account.",
    path: "/auth/reset-password",
    noindex: true,
  });

/**
 * Rendered for each visitor, with many forms that follow its actions: the one kind of page that
 * keeps React Router's client runtime (docs/decisions/025).
 */
export const handle = { router: true } satisfies PageHandle;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) throw redirect("/auth?tab=forgot");
  return { token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await context.accounts!.resetPassword(authInputFromForm(form), request.headers);
  if (result.ok) throw redirect("/auth?reset=done", { headers: result.headers });
  return data(formResult(result, {}), { status: formStatus(result) });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl px-4 py-14 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Choose a new password</h1>
      <p className="mt-3 text-lg text-muted">
        Choosing a new password signs you out on every device; then sign in with the new one.
      </p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <NewPasswordForm token={loaderData.token} serverResult={actionData} />
      </div>
    </section>
  );
}
