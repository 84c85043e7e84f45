import { Form } from "react-router";
import { AuthNotice } from "~/components/forms/auth/auth-notice";
import { formFields } from "~/components/forms/form-fields";
import { FormMeta } from "~/components/forms/form-meta";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { erasePage } from "~/content/back-office-pages";
import { erasure } from "~/forms/erasure/erasure";
import { requireAdmin } from "~/lib/admin.server";
import { formAction } from "~/lib/forms/form-action";
import { seo } from "~/lib/seo";
import { isValidEmail } from "~/shared/validation/fields";
import type { Route } from "./+types/erase";

export const meta: Route.MetaFunction = () => seo({ ...erasePage.seo, noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  // From a person's page: their address filled in, still to be confirmed.
  const email = new URL(request.url).searchParams.get("email")?.trim() ?? "";
  return { email: isValidEmail(email) ? email : "" };
}

/** Erase: the declared form, through the forms' pipeline (admins only). */
export const action = formAction(erasure);

/** The privacy policy's right to erasure: everything held for one address, the account included. */
export default function Erase({ actionData, loaderData }: Route.ComponentProps) {
  const failure = actionData && !actionData.ok ? actionData : undefined;
  // One message at a time, as the page has always given them: the address first, then the box.
  const errors = failure?.fieldErrors?.email ? { email: failure.fieldErrors.email } : failure?.fieldErrors;
  const unticked = Boolean(errors?.confirm);
  // Without JavaScript the page comes back from the server: the address typed stays until erased.
  const typed = failure ? String(failure.values?.email ?? "").trim() : actionData ? "" : loaderData.email;
  const fields = formFields(erasure, { errors, values: { email: typed } });
  return (
    <section className="max-w-xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{erasePage.title}</h1>
      <p className="mt-3 text-muted">{erasePage.intro}</p>
      {actionData?.ok ? (
        <div className="mt-6">
          <AuthNotice tone="success" title={erasePage.erased} focus>
            {erasePage.nothingHeld}
          </AuthNotice>
        </div>
      ) : null}
      <Form method="post" className="mt-6 space-y-4" autoComplete="off">
        <FormMeta {...fields.meta()} />
        <Field {...fields.field("email")} />
        <div>
          <label className="flex items-start gap-2.5">
            <input
              type="checkbox"
              name="confirm"
              aria-invalid={unticked || undefined}
              aria-describedby={unticked ? "erase-confirm-error" : undefined}
              className="mt-1 size-4 accent-brand-700"
            />
            {erasure.fields.confirm.label}
          </label>
          {unticked ? (
            <p id="erase-confirm-error" className="mt-1 text-sm font-medium text-red-700">
              {errors?.confirm}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="outline" className="border-red-700 text-red-700 hover:bg-red-50">
          {erasePage.submit}
        </Button>
      </Form>
    </section>
  );
}
