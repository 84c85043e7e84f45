import type { ComponentProps, ReactNode } from "react";
import { optionalMark } from "~/content/form-outcomes";
import { cn } from "~/lib/cn";
import type { FieldOption } from "~/shared/forms/declare";

const control =
  "block w-full rounded-lg border bg-white px-3.5 py-2.5 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 disabled:opacity-60";

/**
 * Says a field may be left empty, after its label. The space before it is a no-break space: an
 * ordinary one at the start of a flex item (the contact form's folded services) is not drawn,
 * and the mark never wraps alone onto a line.
 */
export const Optional = ({ mark = optionalMark }: { mark?: string }) => (
  <span className="font-normal text-muted">{`\u00a0${mark}`}</span>
);

/** The id of a field's message and of its hint, which `aria-describedby` names. */
export const describedBy = (id: string, error?: string, hint?: unknown) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;

/**
 * A labelled input, textarea or select with its hint and error message, wired for screen readers.
 * Its props come from one call, `formFields(form).field(name)` (app/components/forms/form-fields.ts).
 */
export function Field({
  id,
  label,
  error,
  hint,
  optional,
  mark,
  multiline,
  options,
  choose,
  hideLabel,
  controlClassName,
  className,
  ...props
}: (ComponentProps<"input"> & ComponentProps<"textarea">) & {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** Another word after the label, drawn as "(optional)" is: "(needed if we call you)". */
  mark?: string;
  multiline?: boolean;
  /** A select's choices (a select rather than an input). */
  options?: readonly FieldOption[];
  /** A select's first, empty choice ("Choose a category"), so that nothing is chosen for the owner. */
  choose?: string;
  /** The label is read, not shown (a one-field form whose box says what it is for). */
  hideLabel?: boolean;
  /** The control's own look instead of the usual (a big box on a dark panel). */
  controlClassName?: string;
  /** The field's box (the label, the control and its messages). */
  className?: string;
}) {
  const shared = {
    id,
    name: props.name ?? id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, error, hint),
    className: controlClassName ?? cn(control, error ? "border-red-600" : "border-slate-300"),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "mb-1.5 block text-sm font-semibold text-ink"}>
        {label}
        {optional ? <Optional /> : mark ? <Optional mark={mark} /> : null}
      </label>
      {options ? (
        <select {...(props as ComponentProps<"select">)} {...shared} className={cn(shared.className, "h-11")}>
          {choose ? <option value="">{choose}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : multiline ? (
        <textarea {...(props as ComponentProps<"textarea">)} {...shared} />
      ) : (
        <input {...(props as ComponentProps<"input">)} {...shared} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 [.on-dark_&]:text-accent-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
