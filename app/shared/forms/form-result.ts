import type { FieldErrors } from "~/shared/validation/fields";

/**
 * A page action's answer to a form posted without JavaScript: the page is rendered again with it,
 * showing the outcome, each field's message and what was typed (or, once accepted, what was sent
 * and what the server adds, such as an enquiry's reply deadline).
 */
export type FormResult =
  | { ok: true; values?: Record<string, unknown>; details?: Record<string, string> }
  | {
      ok: false;
      error: string;
      fieldErrors?: FieldErrors;
      values?: Record<string, unknown>;
      retryAfter?: number;
      code?: string;
      details?: Record<string, string>;
    };

/** What a form answers (server/forms/serve.ts), as far as a page needs it. */
type SubmissionResult =
  | { ok: true; status: number; details?: Record<string, string> }
  | {
      ok: false;
      status: number;
      error: string;
      fieldErrors?: FieldErrors;
      retryAfter?: number;
      code?: string;
      details?: Record<string, string>;
    };

/** The page's answer for a lead service's result; `values` are the fields as posted. */
export function formResult(result: SubmissionResult, values: Record<string, unknown>): FormResult {
  if (result.ok) return result.details ? { ok: true, values, details: result.details } : { ok: true, values };
  return {
    ok: false,
    error: result.error,
    fieldErrors: result.fieldErrors,
    values,
    retryAfter: result.retryAfter,
    code: result.code,
    ...(result.details ? { details: result.details } : {}),
  };
}

/**
 * The page action's answer as the page was rendered with it, until JavaScript runs (then the form
 * shows its own): accepted, or refused and why.
 */
export function pageAnswer(result: FormResult | undefined, hydrated: boolean) {
  const shown = hydrated ? undefined : result;
  return { sent: shown?.ok === true, failure: shown && !shown.ok ? shown : undefined };
}

/** The page's status: 200 for an accepted form (it is a page), else the refusal's own (400, 429). */
export function formStatus(result: { ok: boolean; status: number }): number {
  return result.ok ? 200 : result.status;
}
