import type { FormFields } from "~/components/forms/form-fields";

/** The back office's text input and text box: the same control in every one of its forms. */
export const adminControl = "mt-2 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base";

type DeclaredField = ReturnType<FormFields["field"]>;

/**
 * A labelled text input or text box of a back-office form (a note, a reply, a saved reply's name
 * and words), wired from its declared field: its id, name, lines, limit and whether it is needed.
 * `id` when a page shows the same field more than once (one saved reply a row); `first` false
 * when the label follows another field and needs room above it.
 */
export function AdminText({
  field,
  id = field.id,
  defaultValue,
  first = true,
}: {
  field: DeclaredField;
  id?: string;
  defaultValue?: string;
  first?: boolean;
}) {
  const control = {
    id,
    name: field.name,
    defaultValue,
    maxLength: field.maxLength,
    required: field.required,
  };
  return (
    <>
      <label htmlFor={id} className={`${first ? "" : "mt-3 "}block font-semibold text-ink`}>
        {field.label}
      </label>
      {field.multiline ? (
        <textarea {...control} rows={field.rows} className={adminControl} />
      ) : (
        <input {...control} className={`${adminControl} h-11`} />
      )}
    </>
  );
}
