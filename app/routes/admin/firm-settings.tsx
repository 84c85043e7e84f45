import { Form, useNavigation } from "react-router";
import { useFocusAnswer } from "~/components/admin/focus-answer";
import { FormFailure } from "~/components/admin/form-failure";
import { AuthNotice } from "~/components/forms/auth/auth-notice";
import { formFields } from "~/components/forms/form-fields";
import { FormMeta } from "~/components/forms/form-meta";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { firmSettingsPage as page } from "~/content/back-office-pages";
import { firmFactDefaults } from "~/content/company";
import { firmFactsForm as words } from "~/content/firm-facts-form";
import { firmFactsDeclaration } from "~/forms/firm-facts/firm-facts";
import { requireAdmin } from "~/lib/admin.server";
import { formAction } from "~/lib/forms/form-action";
import { seo } from "~/lib/seo";
import type { FirmFacts } from "~/shared/firm-facts";
import { ukPhone } from "~/shared/validation/uk";
import type { Route } from "./+types/firm-settings";

export const meta: Route.MetaFunction = () => seo({ ...page.seo, noindex: true });

/** The facts as the form shows them: the phone as the UK writes it, the hours as typed. */
const shown = (facts: FirmFacts) => ({
  ...facts,
  phone: ukPhone(facts.phone)?.display ?? facts.phone,
  replyWithinHours: String(facts.replyWithinHours),
});

/** The facts as last saved (read from the database, not this instance's copy), or the defaults. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(context, request);
  const saved = await admin.firmFacts();
  const done = new URL(request.url).searchParams.get("done") === "saved";
  return { values: shown(saved ?? firmFactDefaults), set: saved !== undefined, done };
}

/** Save: the declared form, through the forms' pipeline (admins only). */
export const action = formAction(firmFactsDeclaration);

const sections = [
  { legend: words.sections.firm, names: ["name", "legalName", "registrationNumber"] },
  { legend: words.sections.office, names: ["street", "locality", "region", "postalCode"] },
  { legend: words.sections.contact, names: ["phone", "email", "replyWithinHours", "opens", "closes"] },
] as const;

export default function FirmSettings({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const values = failure?.values ?? loaderData.values;
  const busy = useNavigation().state === "submitting";
  // With JavaScript the answer comes without a page load: the focus goes to it, or to the field to fix.
  const answer = useFocusAnswer<HTMLDivElement>(
    failure ?? (loaderData.done ? loaderData : undefined),
    failure?.fieldErrors ? '[aria-invalid="true"]' : '[tabindex="-1"]',
  );
  const fields = formFields(firmFactsDeclaration, {
    errors: failure?.fieldErrors,
    values,
    focus: Object.keys(firmFactsDeclaration.fields).find((name) => failure?.fieldErrors?.[name]),
  });
  return (
    <div ref={answer}>
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{page.title}</h1>
      <p className="mt-2 text-sm text-muted">{page.intro}</p>
      {loaderData.set ? null : <p className="mt-1 text-sm text-muted">{page.notSet}</p>}
      {loaderData.values.registrationNumber === firmFactDefaults.registrationNumber ? (
        <p className="mt-1 text-sm font-semibold text-ink">{page.placeholderNumber}</p>
      ) : null}
      {loaderData.done && !failure ? (
        <div className="mt-4">
          <AuthNotice tone="success" title={words.saved} focus />
        </div>
      ) : null}
      {/* Saved, the form is drawn again from what was kept: the facts in their written forms. */}
      <Form
        key={JSON.stringify(loaderData.values)}
        method="post"
        noValidate
        className="mt-6 space-y-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <FormMeta {...fields.meta()} />
        {failure ? (
          <FormFailure failure={failure} invalid={words.invalid} problems={fields.problems()} />
        ) : null}
        {sections.map((section) => (
          <fieldset key={section.legend} className="space-y-4">
            <legend className="mb-2 text-lg font-semibold text-ink">{section.legend}</legend>
            {section.names.map((name) => (
              <Field key={name} {...fields.field(name)} />
            ))}
          </fieldset>
        ))}
        <Button type="submit" disabled={busy}>
          {words.save}
        </Button>
      </Form>
    </div>
  );
}
