import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

const control =
  "block w-full rounded-lg border bg-white px-3.5 py-2.5 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 disabled:opacity-60";

/** A labelled input or textarea with its error message, wired for screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  optional,
  multiline,
  ...props
}: (ComponentProps<"input"> & ComponentProps<"textarea">) & {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  multiline?: boolean;
}) {
  const describedBy =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    name: props.name ?? id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: cn(control, error ? "border-red-600" : "border-slate-300"),
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      {multiline ? (
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
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
