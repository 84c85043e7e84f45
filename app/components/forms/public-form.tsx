import type { FormEvent, ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { answeredAt } from "~/lib/forms/form-answer";
import { FormMeta } from "./form-meta";
import type { usePublicForm } from "./use-public-form";

/**
 * A declared form's `<form>`: posted to its page's action (`action`) without JavaScript, sent by
 * `onSubmit` with it, checked by its schema rather than the browser's; its intent and honeypot go
 * with it (`FormMeta`). Posted without JavaScript, the page opens at its answer (`answeredAt`).
 */
export function PublicForm({
  form,
  action,
  onSubmit,
  className,
  children,
  opensAtAnswer = true,
}: {
  form: Pick<ReturnType<typeof usePublicForm>, "formRef" | "fields">;
  action?: string;
  /**
   * Posted without JavaScript, the page opens at its answer (`answeredAt`). Off for a form whose
   * success is a redirect to another page (sign in): the browser would carry the fragment there.
   * Its refusal must then be in the first screen of its page anyway (tests/e2e/form-answers.spec.ts).
   */
  opensAtAnswer?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      ref={form.formRef}
      method="post"
      action={opensAtAnswer ? answeredAt(action) : action}
      noValidate
      onSubmit={onSubmit}
      className={className}
    >
      {children}
      <FormMeta {...form.fields.meta()} />
    </form>
  );
}

/** A form's button, which says it is busy (and is disabled) while the form is being sent. */
export function SubmitButton({
  label,
  busy,
  disabled,
  ...props
}: ButtonProps & { label: { idle: string; busy: string }; busy: boolean }) {
  return (
    <Button type="submit" disabled={busy || disabled} {...props}>
      {busy ? label.busy : label.idle}
    </Button>
  );
}
