import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { forHours, linkLifetimes } from "~/content/auth";
import type { FormResult } from "~/lib/forms/form-result";
import { showToast } from "~/lib/toast";
import { AUTH_LIMITS, authInputFromForm, emailOnlySchema } from "~/lib/validation/auth";
import { usePublicForm } from "../use-public-form";
import { AuthNotice } from "./auth-notice";

/**
 * The two forms that ask for a link by email. Each answers the same whether or not the address has
 * an account, so nobody learns who has one.
 */
const KINDS = {
  forgot: {
    endpoint: "/api/account/forgot-password",
    // Without JavaScript the answer is the page posted to: the forgot view, to show it.
    page: "/auth?tab=forgot",
    title: "Reset your password",
    text: "Enter the email address of your account and we'll send you a link to choose a new password.",
    submit: "Send reset link",
    busy: "Sending...",
    sent: `If an account uses that address, we've sent it a link to choose a new password. The link works once, for ${forHours(linkLifetimes.resetHours)}.`,
  },
  resend: {
    endpoint: "/api/account/resend-confirmation",
    page: "/auth",
    title: "Need a new confirmation link?",
    text: "Enter your email address and we'll send a new link to confirm it.",
    submit: "Send a new link",
    busy: "Sending...",
    sent: `If that address has a sign-up waiting for confirmation, we've sent it a new link. It works until the sign-up expires, ${forHours(linkLifetimes.confirmationHours)} after it was made.`,
  },
} as const;

export function EmailLinkForm({
  kind,
  defaultEmail,
  serverResult,
}: {
  kind: keyof typeof KINDS;
  defaultEmail?: string;
  serverResult?: FormResult;
}) {
  const words = KINDS[kind];
  const form = usePublicForm({ endpoint: words.endpoint, schema: emailOnlySchema, read: authInputFromForm });
  const [sent, setSent] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await form.submit(event.currentTarget);
    if (outcome.kind === "sent") {
      setSent(true);
      showToast({ title: "Check your email", description: words.sent, variant: "success" });
    } else if (outcome.kind !== "invalid" || outcome.error) {
      showToast({ title: "Error", description: outcome.error, variant: "destructive" });
    }
  }

  const shown = form.shown(serverResult, ["email"]);
  const { failure } = shown;
  if (sent || shown.sent) {
    return (
      <AuthNotice tone="success" title="Check your email" focus={shown.sent}>
        {words.sent}
      </AuthNotice>
    );
  }
  const id = `${kind}-email`;
  return (
    <section aria-labelledby={`${kind}-heading`}>
      <h2 id={`${kind}-heading`} className="text-lg font-semibold text-ink">
        {words.title}
      </h2>
      <p className="mt-1 text-muted">{words.text}</p>
      {failure && !failure.fieldErrors ? (
        <AuthNotice tone="error" title="Error" focus>
          {failure.error}
        </AuthNotice>
      ) : null}
      <form
        ref={form.formRef}
        method="post"
        action={words.page}
        noValidate
        onSubmit={onSubmit}
        className="mt-4 space-y-4"
      >
        <input type="hidden" name="intent" value={kind} />
        <Field
          id={id}
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          maxLength={AUTH_LIMITS.emailInput}
          required
          disabled={form.busy}
          defaultValue={shown.value("email") ?? defaultEmail}
          error={shown.errors.email}
          autoFocus={shown.focus === "email"}
        />
        <Button type="submit" variant="secondary" disabled={form.busy}>
          {form.busy ? words.busy : words.submit}
        </Button>
      </form>
    </section>
  );
}
