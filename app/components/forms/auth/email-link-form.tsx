import { Field } from "~/components/ui/field";
import { authMessages, emailLinkForms } from "~/content/auth";
import type { forgotPassword } from "~/forms/forgot-password/forgot-password";
import type { resendConfirmation } from "~/forms/resend-confirmation/resend-confirmation";
import { showToast } from "~/lib/toast";
import { type FormResult, pageAnswer } from "~/shared/forms/form-result";
import { PublicForm, SubmitButton } from "../public-form";
import { usePublicForm } from "../use-public-form";
import { AuthNotice } from "./auth-notice";

/** Without JavaScript the answer is the page posted to: the forgot view, to show it. */
const pages = { forgot: "/auth?tab=forgot", resend: "/auth" } as const;

/**
 * The two forms that ask for a link by email (app/forms/forgot-password, resend-confirmation).
 * Each answers the same whether or not the address has an account, so nobody learns who has one.
 */
export function EmailLinkForm({
  form: declaration,
  defaultEmail,
  serverResult,
}: {
  form: typeof forgotPassword | typeof resendConfirmation;
  defaultEmail?: string;
  serverResult?: FormResult;
}) {
  const kind = declaration.intent as keyof typeof pages;
  const words = emailLinkForms[kind];
  const form = usePublicForm(declaration, { serverResult });
  const { checkEmail, unexpected } = authMessages;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await form.submit(event.currentTarget);
    if (outcome.kind === "sent") {
      showToast({ title: checkEmail.title, description: words.sent, variant: "success" });
    } else if (outcome.kind !== "invalid" || outcome.error) {
      showToast({ title: unexpected.title, description: outcome.error, variant: "destructive" });
    }
  }

  const { sent, failure } = pageAnswer(serverResult, form.hydrated);
  // The address just used to sign up, until another is typed.
  const email = form.fields.field("email");
  if (form.sent) {
    return (
      <AuthNotice tone="success" title={checkEmail.title} focus={sent}>
        {words.sent}
      </AuthNotice>
    );
  }
  return (
    <section aria-labelledby={`${kind}-heading`}>
      <h2 id={`${kind}-heading`} className="text-lg font-semibold text-ink">
        {words.title}
      </h2>
      <p className="mt-1 text-muted">{words.text}</p>
      {failure && !failure.fieldErrors ? (
        <AuthNotice tone="error" title={unexpected.title} focus>
          {failure.error}
        </AuthNotice>
      ) : null}
      <PublicForm form={form} action={pages[kind]} onSubmit={onSubmit} className="mt-4 space-y-4">
        <Field {...email} defaultValue={email.defaultValue ?? defaultEmail} />
        <SubmitButton variant="secondary" label={words.submit} busy={form.busy} />
      </PublicForm>
    </section>
  );
}
