import { Field } from "~/components/ui/field";
import type { Resource } from "~/content/resources";
import type { FieldErrors } from "~/lib/validation/fields";
import { RESOURCE_LIMITS } from "~/lib/validation/resource-request";
import { Honeypot } from "./honeypot";

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
