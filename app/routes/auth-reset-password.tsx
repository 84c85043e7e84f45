import { redirect } from "react-router";
import { newPasswordPage } from "~/content/auth";
import { NewPasswordForm } from "~/forms/reset-password/new-password-form";
import { resetPassword } from "~/forms/reset-password/reset-password";
import type { PageHandle } from "~/islands/registry";
import { formAction } from "~/lib/forms/form-action";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/auth-reset-password";

export const meta: Route.MetaFunction = () =>
  seo({ ...newPasswordPage.seo, path: "/auth/reset-password", noindex: true });

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

export const action = formAction(resetPassword);

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl px-4 py-14 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{newPasswordPage.title}</h1>
      <p className="mt-3 text-lg text-muted">{newPasswordPage.intro}</p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <NewPasswordForm token={loaderData.token} serverResult={actionData} />
      </div>
    </section>
  );
}
