import { useEffect, useRef, useState } from "react";
import type { FormResult } from "~/lib/forms/form-result";
import { type FormOutcome, firstInvalid, focusFirstInvalid, postForm } from "~/lib/forms/post-form";
import { visitSource } from "~/lib/lead-source";
import { type FieldErrors, validate } from "~/lib/validation/fields";
import type * as z from "~/lib/zod";
import { honeypotValue } from "./honeypot";

export type PublicFormOptions<S extends z.ZodMiniType> = {
  /** The JSON endpoint that answers like the page action (server/api.ts). */
  endpoint: string;
  /** The form's schema, the one the server checks with. */
  schema: S;
  /** Reads the schema's input from the form's fields. */
  read: (form: FormData) => Record<string, unknown>;
};

/**
 * The one pattern every public form follows once JavaScript runs (without it, the same form posts
 * to its page's action and the page shows the answer). The form is checked in the browser with
 * the server's schema, then posted as JSON with its honeypot and where the lead came from
 * (app/lib/lead-source.ts); field errors from either side are
 * shown on their fields and the first of them gets focus. The form turns the outcome into its own
 * words (toasts, views), so the spec's messages stay with each form.
 */
export function usePublicForm<S extends z.ZodMiniType>({ endpoint, schema, read }: PublicFormOptions<S>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const focusPending = useRef(false);

  useEffect(() => setHydrated(true), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when new errors are shown.
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    focusFirstInvalid(formRef.current);
  }, [errors]);

  function showErrors(fieldErrors: FieldErrors) {
    focusPending.current = true;
    setErrors(fieldErrors);
  }

  /** Checks and sends the form; resolves to what happened, once the form may be used again. */
  async function submit(form: HTMLFormElement): Promise<FormOutcome> {
    const data = new FormData(form);
    const checked = validate(schema, read(data));
    if (!checked.ok) {
      showErrors(checked.fieldErrors);
      return { kind: "invalid", error: "", fieldErrors: checked.fieldErrors };
    }
    setErrors({});
    setBusy(true);
    try {
      const value = checked.value as Record<string, unknown>;
      const outcome = await postForm(endpoint, {
        ...value,
        website: honeypotValue(data),
        source: visitSource(),
      });
      if (outcome.kind === "invalid") showErrors(outcome.fieldErrors);
      return outcome;
    } finally {
      setBusy(false);
    }
  }

  /**
   * What the form shows. Before JavaScript runs, the page action's answer to a post made without
   * it: whether it was accepted, the refusal, each field's message, what was typed and the first
   * field to fix (given `autofocus`, in the fields' `order`). Once it runs, the form's own state.
   */
  function shown(serverResult: FormResult | undefined, order: readonly string[] = []) {
    const server = hydrated ? undefined : serverResult;
    const failure = server && !server.ok ? server : undefined;
    return {
      sent: server?.ok === true,
      failure,
      errors: hydrated ? errors : (failure?.fieldErrors ?? {}),
      focus: firstInvalid(failure?.fieldErrors, order),
      value(name: string): string | undefined {
        const typed = failure?.values?.[name];
        return typeof typed === "string" ? typed : undefined;
      },
    };
  }

  return { formRef, errors, busy, hydrated, submit, shown, reset: () => setErrors({}) };
}
