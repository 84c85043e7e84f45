import { useState } from "react";
import { Field } from "~/components/ui/field";
import { CONTACT_LIMITS, serviceInterests } from "~/lib/validation/contact";
import type { FieldErrors } from "~/lib/validation/fields";
import { FormIcon } from "./form-icon";

/** The services' fieldset, where the form's error summary leads for its message. */
export const SERVICES_FIELDSET_ID = "contact-services";
const SERVICES_LEGEND = "Services you're interested in";

/**
 * The contact form's inputs (SPEC §3), with the ids the spec names. `values` refills them after a
 * post without JavaScript. On a phone the services are two to a row, each box 44 px tall.
 */
export function ContactFields({
  errors,
  values = {},
  hydrated,
}: {
  errors: FieldErrors;
  values?: Record<string, unknown>;
  hydrated: boolean;
}) {
  const [messageLength, setMessageLength] = useState(0);
  const [otherTicked, setOtherTicked] = useState(false);
  const field = (id: string) => ({
    id,
    error: errors[id],
    defaultValue: typeof values[id] === "string" ? (values[id] as string) : undefined,
  });
  const ticked = Array.isArray(values.serviceInterests) ? values.serviceInterests : [];
  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:gap-5">
        <Field
          label="First name"
          autoComplete="given-name"
          maxLength={CONTACT_LIMITS.name}
          required
          {...field("firstName")}
        />
        <Field
          label="Last name"
          autoComplete="family-name"
          maxLength={CONTACT_LIMITS.name}
          required
          {...field("lastName")}
        />
      </div>
      <Field
        label="Email address"
        type="email"
        autoComplete="email"
        maxLength={CONTACT_LIMITS.email}
        required
        {...field("email")}
      />
      <Field
        label="Company"
        optional
        autoComplete="organization"
        maxLength={CONTACT_LIMITS.company}
        {...field("company")}
      />
      {/* On a phone a disclosure (optional, and ten boxes long); open from 640 px (app.css). */}
      <details className="open-from-sm group" open={ticked.length > 0 || Boolean(errors.serviceInterests)}>
        <summary className="flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-ink">
          {SERVICES_LEGEND} <span className="ml-1 font-normal text-muted">(optional)</span>
          <FormIcon kind="chevron" className="ml-auto size-4 transition-transform group-open:rotate-180" />
        </summary>
        <fieldset id={SERVICES_FIELDSET_ID} className="mt-2 sm:mt-0">
          <legend className="sr-only mb-2 text-sm font-semibold text-ink sm:not-sr-only">
            {SERVICES_LEGEND}
          </legend>
          <div className="grid grid-cols-2 gap-2">
            {serviceInterests.map((interest) => (
              <label
                key={interest.id}
                className="flex min-h-11 items-center gap-2.5 rounded-lg border border-slate-200 px-3 py-1 text-sm leading-tight hover:bg-slate-50"
              >
                <input
                  type="checkbox"
                  name="serviceInterests"
                  value={interest.id}
                  defaultChecked={ticked.includes(interest.id)}
                  className="size-4 shrink-0 accent-brand-700"
                  onChange={
                    interest.id === "other"
                      ? (event) => setOtherTicked(event.currentTarget.checked)
                      : undefined
                  }
                />
                {interest.label}
              </label>
            ))}
          </div>
          {errors.serviceInterests ? (
            <p className="mt-1 text-sm font-medium text-red-700">{errors.serviceInterests}</p>
          ) : null}
        </fieldset>
      </details>
      {/* Without JavaScript the field is always there; with it, it appears when Other is ticked. */}
      {!hydrated || otherTicked ? (
        <Field
          label={hydrated ? "Other service" : "Other service (if you ticked Other)"}
          maxLength={CONTACT_LIMITS.otherService}
          {...field("otherService")}
        />
      ) : null}
      <Field
        label="Message"
        multiline
        rows={4}
        required
        maxLength={CONTACT_LIMITS.message}
        onInput={(event) => setMessageLength(event.currentTarget.value.length)}
        hint={
          <span aria-live="polite">
            {messageLength}/{CONTACT_LIMITS.message} characters
          </span>
        }
        {...field("message")}
      />
    </>
  );
}
