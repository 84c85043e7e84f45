import { useState } from "react";
import { Field } from "~/components/ui/field";
import { CONTACT_LIMITS, serviceInterests } from "~/lib/validation/contact";
import type { FieldErrors } from "~/lib/validation/fields";

/**
 * The contact form's inputs (SPEC §3), with the ids the spec names. `values` refills them after a
 * post without JavaScript; `focus` names the field the server's answer puts the cursor in.
 */
export function ContactFields({
  errors,
  values = {},
  focus,
  hydrated,
}: {
  errors: FieldErrors;
  values?: Record<string, unknown>;
  focus?: string;
  hydrated: boolean;
}) {
  const [messageLength, setMessageLength] = useState(0);
  const [otherTicked, setOtherTicked] = useState(false);
  const field = (id: string) => ({
    id,
    error: errors[id],
    autoFocus: focus === id,
    defaultValue: typeof values[id] === "string" ? (values[id] as string) : undefined,
  });
  const ticked = Array.isArray(values.serviceInterests) ? values.serviceInterests : [];
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
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
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">Services you're interested in</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {serviceInterests.map((interest) => (
            <label
              key={interest.id}
              className="flex items-center gap-2.5 rounded-lg border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50"
            >
              <input
                type="checkbox"
                name="serviceInterests"
                value={interest.id}
                defaultChecked={ticked.includes(interest.id)}
                className="size-4 accent-brand-700"
                onChange={
                  interest.id === "other" ? (event) => setOtherTicked(event.currentTarget.checked) : undefined
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
        rows={6}
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
