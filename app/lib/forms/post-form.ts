import type { FieldErrors } from "~/shared/validation/fields";

/** What the server made of a submission, in the terms a form shows it. */
export type FormOutcome =
  | { kind: "sent"; id: string; details: Record<string, unknown> }
  | { kind: "invalid"; error: string; fieldErrors: FieldErrors }
  | { kind: "too-soon"; seconds: number; error: string }
  | { kind: "failed"; error: string; code?: string };

/**
 * Posts a checked form to its JSON endpoint (DESIGN.md's contract: 201 with an id, 400 with field
 * errors, 429 with Retry-After). Anything else, the network included, is a failure the form
 * answers with its own error notice; it never throws, so nothing typed is lost.
 */
export async function postForm(endpoint: string, input: Record<string, unknown>): Promise<FormOutcome> {
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(input),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown> & {
      id?: string;
      error?: string;
      code?: string;
      fieldErrors?: FieldErrors;
    };
    const error = body.error ?? `HTTP ${response.status}`;
    if (response.ok) {
      const { id = "", ...details } = body;
      return { kind: "sent", id, details };
    }
    if (response.status === 400 && body.fieldErrors) {
      return { kind: "invalid", error, fieldErrors: body.fieldErrors };
    }
    if (response.status === 429) {
      return { kind: "too-soon", seconds: Number(response.headers.get("Retry-After")) || 30, error };
    }
    return { kind: "failed", error, code: body.code };
  } catch (error) {
    return { kind: "failed", error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Takes the visitor to a field (or the first input of a group), below the fixed header: the
 * summary's links and the first field that needs attention.
 */
export function focusField(element: Element | null): void {
  const field = element?.matches("input, textarea, select")
    ? element
    : element?.querySelector<HTMLElement>("input, textarea, select");
  (field as HTMLElement | null | undefined)?.focus({ preventScroll: true });
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  (field ?? element)?.scrollIntoView({ block: "center", behavior: smooth ? "smooth" : "auto" });
}

/**
 * Moves the visitor to the first field that needs attention (DOM order). Without JavaScript the
 * server-rendered answer does the same with `autofocus` (app/components/forms/form-fields.ts).
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const field = form?.querySelector('[aria-invalid="true"]');
  if (field) focusField(field);
}
