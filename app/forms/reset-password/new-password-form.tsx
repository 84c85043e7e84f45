import { AuthNotice } from "~/components/forms/auth/auth-notice";
import { PublicForm, SubmitButton } from "~/components/forms/public-form";
import { usePublicForm } from "~/components/forms/use-public-form";
import { Field } from "~/components/ui/field";
import { authMessages, newPasswordPage as words } from "~/content/auth";
import { showToast } from "~/lib/toast";
import { type FormResult, pageAnswer } from "~/shared/forms/form-result";
import { resetPassword } from "./reset-password";

/** The page the reset email links to: a new password under the spec's rules; the link works once. */
export function NewPasswordForm({ token, serverResult }: { token: string; serverResult?: FormResult }) {
  const form = usePublicForm(resetPassword, { serverResult });
  const { validation, unexpected } = authMessages;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await form.submit(event.currentTarget);
    if (outcome.kind === "sent") window.location.assign("/auth?reset=done");
    else if (outcome.kind === "invalid" && !outcome.error)
      showToast({ ...validation, variant: "destructive" });
    else showToast({ title: unexpected.title, description: outcome.error, variant: "destructive" });
  }

  const { failure } = pageAnswer(serverResult, form.hydrated);
  const linkProblem =
    failure?.fieldErrors?.token ?? (failure && !failure.fieldErrors ? failure.error : undefined);
  return (
    <>
      {linkProblem ? (
        <AuthNotice tone="error" title={unexpected.title} focus>
          {linkProblem}{" "}
          <a href="/auth?tab=forgot" className="font-semibold underline">
            {words.askAgain}
          </a>
        </AuthNotice>
      ) : null}
      {/* Posted to this page (its address has the link's token). */}
      <PublicForm form={form} opensAtAnswer={false} onSubmit={onSubmit} className="space-y-5">
        <input {...form.fields.hidden("token", token)} />
        <Field {...form.fields.field("password")} />
        <SubmitButton variant="secondary" label={words.submit} busy={form.busy} />
      </PublicForm>
    </>
  );
}
