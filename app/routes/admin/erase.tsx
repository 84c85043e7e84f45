import { data, Form } from "react-router";
import { AuthNotice } from "~/components/forms/auth/auth-notice";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { erasePage } from "~/content/back-office-pages";
import { requireAdmin } from "~/lib/admin.server";
import { seo } from "~/lib/seo";
import { isValidEmail } from "~/lib/validation/fields";
import type { Route } from "./+types/erase";

export const meta: Route.MetaFunction = () => seo({ ...erasePage.seo, noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  // From a person's page: their address filled in, still to be confirmed.
  const email = new URL(request.url).searchParams.get("email")?.trim() ?? "";
  return { email: isValidEmail(email) ? email : "" };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { admin, actor } = await requireAdmin(context, request);
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  if (!isValidEmail(email))
    return data({ erased: false, email, field: "email", error: erasePage.invalidEmail }, { status: 400 });
  if (form.get("confirm") !== "on") {
    return data({ erased: false, email, field: "confirm", error: erasePage.unconfirmed }, { status: 400 });
  }
  await admin.erasePerson(actor, email);
  return { erased: true, email: "", field: undefined, error: undefined };
}

/** The privacy policy's right to erasure: everything held for one address, the account included. */
export default function Erase({ actionData, loaderData }: Route.ComponentProps) {
  const unticked = actionData?.field === "confirm";
  return (
    <section className="max-w-xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{erasePage.title}</h1>
      <p className="mt-3 text-muted">{erasePage.intro}</p>
      {actionData?.erased ? (
        <div className="mt-6">
          <AuthNotice tone="success" title={erasePage.erased} focus>
            {erasePage.nothingHeld}
          </AuthNotice>
        </div>
      ) : null}
      <Form method="post" className="mt-6 space-y-4" autoComplete="off">
        <Field
          id="erase-email"
          name="email"
          label={erasePage.email}
          type="email"
          required
          // Without JavaScript the page comes back from the server: the address typed stays.
          defaultValue={actionData ? actionData.email : loaderData.email}
          error={actionData?.error && !unticked ? actionData.error : undefined}
        />
        <div>
          <label className="flex items-start gap-2.5">
            <input
              type="checkbox"
              name="confirm"
              aria-invalid={unticked || undefined}
              aria-describedby={unticked ? "erase-confirm-error" : undefined}
              className="mt-1 size-4 accent-brand-700"
            />
            {erasePage.confirm}
          </label>
          {unticked ? (
            <p id="erase-confirm-error" className="mt-1 text-sm font-medium text-red-700">
              {actionData?.error}
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
