import { AuthNotice } from "~/components/forms/auth/auth-notice";
import { EmailLinkForm } from "~/components/forms/auth/email-link-form";
import type { AuthThrottle } from "~/components/forms/auth/use-auth-throttle";
import { PublicForm, SubmitButton } from "~/components/forms/public-form";
import { usePublicForm } from "~/components/forms/use-public-form";
import { Field } from "~/components/ui/field";
import { authMessages, signUpForm as words } from "~/content/auth";
import { showToast } from "~/lib/toast";
import { type FormResult, pageAnswer } from "~/shared/forms/form-result";
import { resendConfirmation } from "../resend-confirmation/resend-confirmation";
import { signUp } from "./sign-up";

const { checkEmail, validation, unexpected } = authMessages;

/**
 * SPEC §4, §5, §8 "Sign Up": full name, email and a password that follows the rules (only the
 * first rule it breaks is shown, with the rule stated under the field). Success, for a new address
 * or one that already has an account alike, leaves the visitor signed out: 'Check your email'.
 */
export function SignUpForm({
  serverResult,
  throttle,
}: {
  serverResult?: FormResult;
  throttle: AuthThrottle;
}) {
  const form = usePublicForm(signUp, { serverResult });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const outcome = await throttle.submit(event, form);
    if (!outcome) return;
    if (outcome.kind === "sent") {
      showToast({ ...checkEmail, variant: "success" });
    } else if (outcome.kind === "invalid") {
      showToast({ ...validation, variant: "destructive" });
    } else {
      showToast({
        title: unexpected.title,
        description: outcome.error || unexpected.description,
        variant: "destructive",
      });
    }
  }

  const { sent, failure } = pageAnswer(serverResult, form.hydrated);
  if (form.sent) {
    const sentTo = form.sent.email;
    return (
      <>
        <AuthNotice tone="success" title={checkEmail.title} focus={sent}>
          {checkEmail.description} {words.followLink}
        </AuthNotice>
        <EmailLinkForm
          form={resendConfirmation}
          defaultEmail={typeof sentTo === "string" ? sentTo : undefined}
        />
      </>
    );
  }
  return (
    <>
      {failure ? (
        <AuthNotice
          tone="error"
          title={failure.fieldErrors ? validation.title : unexpected.title}
          focus={!failure.fieldErrors}
        >
          {failure.fieldErrors ? validation.description : failure.error}
        </AuthNotice>
      ) : null}
      <PublicForm form={form} action="/auth?tab=signup" onSubmit={onSubmit} className="space-y-5">
        <Field {...form.fields.field("fullName")} />
        <Field {...form.fields.field("email")} />
        <Field {...form.fields.field("password")} />
        <SubmitButton variant="secondary" label={words.submit} busy={form.busy} />
      </PublicForm>
    </>
  );
}
