import { FormAlert } from "~/components/forms/form-alert";
import type { FormFields } from "~/components/forms/form-fields";
import type { Refusal } from "~/components/forms/use-public-form";
import { Field } from "~/components/ui/field";
import {
  type RequestedResource,
  resourceFailureNotice,
  resourceFields,
  type resourceRequest,
} from "./resource-request";

export type ResourceFormValues = { name: string; email: string; company: string };
export const emptyResourceValues: ResourceFormValues = { name: "", email: "", company: "" };

/**
 * The resource request's inputs (SPEC §3: name, email, company, resourceTitle, resourceType), shared
 * by the dialog and the page form that works without JavaScript, wired from the declaration
 * (`fields`, which knows the prefix of their ids). Controlled when `values` is given.
 */
export function ResourceRequestFields({
  fields,
  resource,
  values,
  onChange,
}: {
  fields: FormFields<typeof resourceRequest>;
  resource: RequestedResource;
  values?: ResourceFormValues;
  onChange?: (field: keyof ResourceFormValues, value: string) => void;
}) {
  const field = (name: keyof ResourceFormValues) => ({
    ...fields.field(name),
    ...(values
      ? {
          defaultValue: undefined,
          value: values[name],
          onChange: (event: { currentTarget: { value: string } }) =>
            onChange?.(name, event.currentTarget.value),
        }
      : {}),
  });
  const hidden = resourceFields(resource);
  return (
    <div className="space-y-4">
      <input {...fields.hidden("resourceTitle", hidden.resourceTitle)} />
      <input {...fields.hidden("resourceType", hidden.resourceType)} />
      <Field {...field("name")} />
      <Field {...field("email")} />
      <Field {...field("company")} />
    </div>
  );
}

/** The summary above a refused request (the dialog's and the page form's), in the spec's words. */
export function ResourceRequestAlert({
  refusal,
  fields,
  focusKey,
  autoFocus,
}: {
  refusal: Refusal;
  fields: FormFields<typeof resourceRequest>;
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
      problems={fields.problems()}
      focusKey={focusKey}
      autoFocus={autoFocus}
    />
  );
}
