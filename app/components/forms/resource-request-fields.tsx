import { Field } from "~/components/ui/field";
import type { Resource } from "~/content/resources";
import type { FieldErrors } from "~/lib/validation/fields";
import { RESOURCE_LIMITS, resourceFailureNotice } from "~/lib/validation/resource-request";
import { FormAlert, problemsOf } from "./form-alert";
import { Honeypot } from "./honeypot";
import type { Refusal } from "./use-public-form";

export type ResourceFormValues = { name: string; email: string; company: string };
export const emptyResourceValues: ResourceFormValues = { name: "", email: "", company: "" };

/** The fields in the order they are shown (focus goes to the first with an error). */
export const RESOURCE_FIELD_ORDER = ["name", "email", "company"] as const;

/**
 * The resource request's inputs (SPEC §3: name, email, company, resourceTitle, resourceType), shared
 * by the dialog and the page form that works without JavaScript. Controlled when `values` is given.
 */
export function ResourceRequestFields({
  idPrefix,
  resource,
  values,
  defaultValues,
  onChange,
  errors = {},
  focus,
  disabled,
}: {
  idPrefix: string;
  resource: Resource;
  values?: ResourceFormValues;
  defaultValues?: Partial<ResourceFormValues>;
  onChange?: (field: keyof ResourceFormValues, value: string) => void;
  errors?: FieldErrors;
  /** The field the server's answer (without JavaScript) puts the cursor in. */
  focus?: string;
  disabled?: boolean;
}) {
  const field = (name: keyof ResourceFormValues) => ({
    id: `${idPrefix}-${name}`,
    name,
    disabled,
    required: true,
    error: errors[name],
    autoFocus: focus === name,
    ...(values
      ? {
          value: values[name],
          onChange: (event: { currentTarget: { value: string } }) =>
            onChange?.(name, event.currentTarget.value),
        }
      : { defaultValue: defaultValues?.[name] }),
  });
  return (
    <div className="space-y-4">
      <input type="hidden" name="intent" value="resource" />
      <input type="hidden" name="resourceTitle" value={resource.title} />
      <input type="hidden" name="resourceType" value={resource.type} />
      <Field label="Full name" autoComplete="name" maxLength={RESOURCE_LIMITS.name} {...field("name")} />
      <Field
        label="Email address"
        type="email"
        autoComplete="email"
        maxLength={RESOURCE_LIMITS.email}
        {...field("email")}
      />
      <Field
        label="Company"
        autoComplete="organization"
        maxLength={RESOURCE_LIMITS.company}
        {...field("company")}
      />
      <Honeypot idPrefix={idPrefix} />
    </div>
  );
}

/** The summary above a refused request (the dialog's and the page form's), in the spec's words. */
export function ResourceRequestAlert({
  refusal,
  errors,
  idPrefix,
  focusKey,
  autoFocus,
}: {
  refusal: Refusal;
  errors: FieldErrors;
  idPrefix: string;
  focusKey?: unknown;
  autoFocus?: boolean;
}) {
  const notice = resourceFailureNotice({
    fieldErrors: refusal.kind === "invalid" ? refusal.fieldErrors : undefined,
    tooSoon: refusal.kind === "too-soon" ? refusal.error : undefined,
  });
  return (
    <FormAlert
      title={notice.title}
      message={notice.description}
      problems={problemsOf(errors, RESOURCE_FIELD_ORDER, (field) => `${idPrefix}-${field}`)}
      focusKey={focusKey}
      autoFocus={autoFocus}
    />
  );
}
