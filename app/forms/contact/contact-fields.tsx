import { useState } from "react";
import type { FormFields } from "~/components/forms/form-fields";
import { FormIcon } from "~/components/forms/form-icon";
import { ChoiceGroup } from "~/components/ui/choice-group";
import { Field, Optional } from "~/components/ui/field";
import { contactForm } from "~/content/contact-form";
import type { contact } from "./contact";

const words = contactForm.fields;

/**
 * The contact form's inputs (SPEC §3), with the ids the spec names, wired from the declaration
 * (`fields`, which refills them after a post without JavaScript). On a phone the services are
 * two to a row, each box 44 px tall.
 */
export function ContactFields({
  fields,
  hydrated,
}: {
  fields: FormFields<typeof contact>;
  hydrated: boolean;
}) {
  const message = fields.field("message");
  // A message refilled after a refusal (posted without JavaScript) is counted from the start.
  const [messageLength, setMessageLength] = useState(message.defaultValue?.length ?? 0);
  const services = fields.choices("serviceInterests");
  const [otherTicked, setOtherTicked] = useState(services.checked.includes("other"));
  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:gap-5">
        <Field {...fields.field("firstName")} />
        <Field {...fields.field("lastName")} />
      </div>
      <Field {...fields.field("email")} />
      <Field {...fields.field("company")} />
      {/* On a phone a disclosure (optional, and ten boxes long); open from 640 px (app.css). */}
      <details className="open-from-sm group" open={services.checked.length > 0 || Boolean(services.error)}>
        <summary className="flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-ink">
          {services.legend}
          <Optional />
          <FormIcon kind="chevron" className="ml-auto size-4 transition-transform group-open:rotate-180" />
        </summary>
        <div className="mt-2 sm:mt-0">
          <ChoiceGroup
            {...services}
            optional={false}
            legendClassName="sr-only mb-2 text-sm font-semibold text-ink sm:not-sr-only"
            className="grid grid-cols-2 gap-2"
            onChange={(value, checked) => value === "other" && setOtherTicked(checked)}
          />
        </div>
      </details>
      {/* Without JavaScript the field is always there; with it, it appears when Other is ticked. */}
      {!hydrated || otherTicked ? (
        <Field
          {...fields.field("otherService")}
          label={hydrated ? words.otherService.label : words.otherService.labelWithoutScript}
        />
      ) : null}
      <Field
        {...message}
        rows={4}
        onInput={(event) => setMessageLength(event.currentTarget.value.length)}
        hint={<span aria-live="polite">{words.message.count(messageLength)}</span>}
      />
    </>
  );
}
