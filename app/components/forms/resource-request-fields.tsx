import { Field } from "~/components/ui/field";
import type { Resource } from "~/content/resources";
import { RESOURCE_LIMITS } from "~/lib/validation/resource-request";

export type ResourceFormValues = { name: string; email: string; company: string };
export const emptyResourceValues: ResourceFormValues = { name: "", email: "", company: "" };

export type ResourceActionData =
  | { intent: "resource"; ok: true }
  | {
      intent: "resource";
      ok: false;
      notice: { title: string; description: string };
      fieldErrors?: Partial<Record<string, string>>;
      values?: Partial<ResourceFormValues>;
      retryAfter?: number;
    };

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
  disabled,
}: {
  idPrefix: string;
  resource: Resource;
  values?: ResourceFormValues;
  defaultValues?: Partial<ResourceFormValues>;
  onChange?: (field: keyof ResourceFormValues, value: string) => void;
  errors?: Partial<Record<string, string>>;
  disabled?: boolean;
}) {
  const field = (name: keyof ResourceFormValues) => ({
    id: `${idPrefix}-${name}`,
    name,
    disabled,
    required: true,
    error: errors[name],
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
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-website`}>Website</label>
        <input id={`${idPrefix}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </div>
  );
}
