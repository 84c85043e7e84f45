import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { answerId } from "~/lib/forms/form-answer";
import { focusField } from "~/lib/forms/post-form";
import { FormIcon } from "./form-icon";
import { useTakeFocus } from "./take-focus";

/** A field to fix: its message, and the id of the element to take the visitor to. */
export type FieldProblem = { target: string; message: string };

/**
 * The summary at the top of a form when it could not be sent (docs/decisions/031): what went
 * wrong, and each field to fix as a link to it. It takes focus when shown (`focusKey` changes
 * with each answer; `autoFocus` in a page rendered without JavaScript, which also opens at it:
 * `answerId`), so a screen reader reads it and a phone shows it, where a toast alone would cover
 * the form's buttons and then vanish.
 */
export function FormAlert({
  title,
  message,
  problems = [],
  tone = "error",
  focusKey,
  autoFocus,
  children,
}: {
  title: string;
  message?: ReactNode;
  problems?: readonly FieldProblem[];
  /** "wait": the form may be sent again shortly (a limit), not an error of the visitor's. */
  tone?: "error" | "wait";
  focusKey?: unknown;
  autoFocus?: boolean;
  children?: ReactNode;
}) {
  const ref = useTakeFocus<HTMLDivElement>(focusKey);
  const wait = tone === "wait";
  return (
    <div
      ref={ref}
      id={answerId(autoFocus)}
      // No role: focused, it is read whole (the toast is the announcement).
      tabIndex={-1}
      autoFocus={autoFocus}
      data-form-alert=""
      className={cn(
        "rounded-xl border-2 p-4",
        wait ? "border-amber-300 bg-amber-50 text-amber-950" : "border-red-300 bg-red-50 text-red-950",
      )}
    >
      <p className="flex items-center gap-2 font-bold">
        <FormIcon
          kind="problem"
          className={cn("size-5 shrink-0", wait ? "text-amber-700" : "text-red-700")}
        />
        {title}
      </p>
      {message ? <p className="mt-1 leading-7">{message}</p> : null}
      {problems.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {problems.map((problem) => (
            <li key={problem.target}>
              <a
                href={`#${problem.target}`}
                onClick={(event) => {
                  event.preventDefault();
                  focusField(document.getElementById(problem.target));
                }}
                className="inline-flex min-h-8 items-center font-semibold text-red-800 underline underline-offset-4"
              >
                {problem.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  );
}
