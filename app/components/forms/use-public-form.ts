import { useEffect, useRef, useState } from "react";
import { type FormOutcome, focusFirstInvalid, postForm } from "~/lib/forms/post-form";
import { type FormDeclaration, readForm } from "~/shared/forms/declare";
import type { FormResult } from "~/shared/forms/form-result";
import { HONEYPOT_FIELD } from "~/shared/honeypot";
import { visitSource } from "~/shared/lead-source";
import { type FieldErrors, validate } from "~/shared/validation/fields";
import { firstInvalid, formFields } from "./form-fields";
import { honeypotValue } from "./form-meta";
import { useHydrated } from "./take-focus";

/** Why a form was not accepted: fields to fix, a limit to wait out, or a failure. */
export type Refusal = Exclude<FormOutcome, { kind: "sent" }>;

/** The refusal a page action answered with (a post without JavaScript), in the same terms. */
function refusalOf(result: FormResult | undefined): Refusal | undefined {
  if (!result || result.ok) return undefined;
  if (result.fieldErrors) return { kind: "invalid", error: result.error, fieldErrors: result.fieldErrors };
  if (result.retryAfter) return { kind: "too-soon", seconds: result.retryAfter, error: result.error };
  return { kind: "failed", error: result.error, code: result.code };
}

export type PublicFormOptions = {
  /**
   * The page action's answer to a post without JavaScript. Given, the form starts from it and
   * keeps it once JavaScript runs: its outcome stays (docs/decisions/031).
   */
  serverResult?: FormResult;
  /** Where focus goes when fields need fixing: the first of them, or the form's summary of them. */
  focus?: "field" | "summary";
  /** Put before each field's id when the form is drawn twice on a page. */
  idPrefix?: string;
};

/**
 * The one pattern every public form follows, from its declaration (app/forms/<name>/). Without
 * JavaScript the form posts to its page's action and the page shows the answer (`serverResult`);
 * once JavaScript runs, it is checked in the browser with the server's schema, then posted as
 * JSON to its endpoint with its honeypot and where the lead came from (app/shared/lead-source.ts).
 * Field errors from either side are shown on their fields (`fields`, one wiring for every field),
 * and focus goes to the first of them or to the form's summary. The hook keeps what the form shows
 * next (what was sent, or why it was refused); the form turns that into its own words (toasts,
 * the outcome panel, the summary), so the spec's messages stay with each form.
 */
export function usePublicForm<D extends FormDeclaration>(
  form: D,
  { serverResult, focus = "field", idPrefix }: PublicFormOptions = {},
) {
  const formRef = useRef<HTMLFormElement>(null);
  const failure = serverResult && !serverResult.ok ? serverResult : undefined;
  const [errors, setErrors] = useState<FieldErrors>(failure?.fieldErrors ?? {});
  /** What the last accepted submission sent, shown by the form until it is asked for again. */
  const [sent, setSent] = useState<Record<string, unknown> | undefined>(
    serverResult?.ok ? (serverResult.values ?? {}) : undefined,
  );
  /** Why the last submission was refused, until the next one is sent. */
  const [refusal, setRefusal] = useState<Refusal | undefined>(() => refusalOf(serverResult));
  /** Counts the refusals shown since the page loaded, so the summary takes focus on each. */
  const [answers, setAnswers] = useState(0);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const focusPending = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when new errors are shown.
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    focusFirstInvalid(formRef.current);
  }, [errors]);

  function showErrors(fieldErrors: FieldErrors) {
    focusPending.current = focus === "field";
    setErrors(fieldErrors);
  }

  /** Shows a refusal (the form's own, such as its cooldown, or the server's) and gives it focus. */
  function refuse<R extends Refusal>(next: R): R {
    setRefusal(next);
    setAnswers((count) => count + 1);
    return next;
  }

  /** Checks and sends the form; resolves to what happened, once the form may be used again. */
  async function submit(element: HTMLFormElement): Promise<FormOutcome> {
    const data = new FormData(element);
    const checked = validate(form.schema, readForm(form, data));
    if (!checked.ok) {
      showErrors(checked.fieldErrors);
      return refuse({ kind: "invalid", error: "", fieldErrors: checked.fieldErrors });
    }
    setErrors({});
    setBusy(true);
    try {
      const value = checked.value as Record<string, unknown>;
      const outcome = await postForm(form.endpoint!, {
        ...value,
        [HONEYPOT_FIELD]: honeypotValue(data),
        source: visitSource(),
      });
      if (outcome.kind === "invalid") showErrors(outcome.fieldErrors);
      if (outcome.kind !== "sent") return refuse(outcome);
      setRefusal(undefined);
      setSent(value);
      return outcome;
    } finally {
      setBusy(false);
    }
  }

  // Before JavaScript runs, the page action's answer: what was typed, and (without a summary to
  // take it) the focus in the first field to fix.
  const fields = formFields(form, {
    errors,
    values: failure?.values,
    focus: focus === "field" && !hydrated ? firstInvalid(form, failure?.fieldErrors) : undefined,
    idPrefix,
    disabled: busy,
  });

  return {
    formRef,
    /** Each field's props, from the declaration and this state: `<Field {...fields.field("email")} />`. */
    fields,
    busy,
    hydrated,
    submit,
    /** Forgets the last answer's messages (a new request in the same form). */
    reset: () => {
      setErrors({});
      setRefusal(undefined);
    },
    sent,
    /** Shows the form again, empty, to send another. */
    again: () => setSent(undefined),
    refusal,
    refuse,
    /** Changes with each refusal shown; undefined for one the page came with (`autofocus` then). */
    focusKey: answers > 0 ? answers : undefined,
  };
}
