import type { FieldOption } from "~/shared/forms/declare";
import { describedBy, Optional } from "./field";

/**
 * A group of radios or checkboxes with its legend and error message, wired for screen readers:
 * its props come from `formFields(form).choices(name)` (app/components/forms/form-fields.ts). A
 * radio group is a `radiogroup`, which says when it is invalid; each checkbox says so itself.
 */
export function ChoiceGroup({
  id,
  name,
  legend,
  type,
  options,
  checked,
  error,
  optional,
  required,
  disabled,
  legendClassName = "mb-2 text-sm font-semibold text-ink",
  className,
  onChange,
}: {
  id: string;
  name: string;
  legend: string;
  type: "radio" | "checkbox";
  options: readonly FieldOption[];
  checked: readonly string[];
  error?: string;
  optional?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** The legend's look, when not the usual. */
  legendClassName?: string;
  /** The options' box (a grid...). */
  className?: string;
  onChange?: (value: string, checked: boolean) => void;
}) {
  const radio = type === "radio";
  const invalid = error ? true : undefined;
  return (
    <fieldset
      id={id}
      role={radio ? "radiogroup" : undefined}
      aria-invalid={radio ? invalid : undefined}
      aria-describedby={describedBy(id, error)}
    >
      <legend className={legendClassName}>
        {legend}
        {optional ? <Optional /> : null}
      </legend>
      <div className={className}>
        {options.map(({ value, label }) => (
          <label
            key={value}
            className="flex min-h-11 items-center gap-2.5 rounded-lg border border-slate-200 px-3 py-1 text-sm leading-tight hover:bg-slate-50"
          >
            <input
              type={type}
              name={name}
              value={value}
              defaultChecked={checked.includes(value)}
              required={required}
              disabled={disabled}
              aria-invalid={radio ? undefined : invalid}
              className="size-4 shrink-0 accent-brand-700"
              onChange={(event) => onChange?.(value, event.currentTarget.checked)}
            />
            {label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
