import { AuthNotice } from "~/components/forms/auth/auth-notice";
import type { FieldProblem } from "~/components/forms/form-alert";
import type { FormResult } from "~/shared/forms/form-result";

/**
 * Why a back-office form was not saved: with fields to fix, `invalid` and each field's message as
 * a link to it; otherwise the answer's own words, focused.
 */
export function FormFailure({
  failure,
  invalid,
  problems,
}: {
  failure: Extract<FormResult, { ok: false }>;
  invalid: string;
  problems: readonly FieldProblem[];
}) {
  return (
    <AuthNotice
      tone="error"
      title={failure.fieldErrors ? invalid : failure.error}
      focus={!failure.fieldErrors}
    >
      {failure.fieldErrors ? (
        <ul className="mt-1 list-disc pl-5">
          {problems.map((problem) => (
            <li key={problem.target}>
              <a href={`#${problem.target}`} className="underline">
                {problem.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </AuthNotice>
  );
}
