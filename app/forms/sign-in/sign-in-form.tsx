import { AuthNotice } from "~/components/forms/auth/auth-notice";
import type { AuthThrottle } from "~/components/forms/auth/use-auth-throttle";
import { PublicForm, SubmitButton } from "~/components/forms/public-form";
import { usePublicForm } from "~/components/forms/use-public-form";
import { Field } from "~/components/ui/field";
import { authMessages, signInForm as words } from "~/content/auth";
import { showToast } from "~/lib/toast";
import { type FormResult, pageAnswer } from "~/shared/forms/form-result";
import { RETURN_PARAM, signInReturningTo } from "~/shared/return-path";
import { landingAfterSignIn } from "~/shared/signed-in";
import { signIn } from "./sign-in";

/**
 * SPEC §4, §5, §8 "Sign In": email and password, 'Signing in...' while busy (inputs disabled), the
 * service's message on failure; success goes to the home page, which says 'Welcome back!' (an
 * admin's to the back office). A sign-up not yet confirmed has no account to sign in to: it gets a
 * wrong password's answer (docs/decisions/026), and its confirmation mail or the sign-up form's
 * resend form.
 */
export function SignInForm({
  serverResult,
  throttle,
  forgotHref,
  onForgot,
  returnTo,
}: {
  serverResult?: FormResult;
  throttle: AuthThrottle;
  forgotHref: string;
  onForgot: () => void;
  /** The page to land on once signed in (a mailed link into the back office: decision 039). */
  returnTo?: string;
}) {
  const form = usePublicForm(signIn, { serverResult });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const outcome = await throttle.submit(event, form);
    if (!outcome) return;
    if (outcome.kind === "sent") {
      window.location.assign(landingAfterSignIn(document.cookie, returnTo));
    } else if (outcome.kind !== "invalid" || outcome.error) {
      showToast({
        title: authMessages.unexpected.title,
        description: outcome.error || authMessages.unexpected.description,
        variant: "destructive",
      });
    }
  }

  const { failure } = pageAnswer(serverResult, form.hydrated);
  return (
    <>
      {failure && !failure.fieldErrors ? (
        <AuthNotice tone="error" title={authMessages.unexpected.title} focus>
          {failure.error}
        </AuthNotice>
      ) : null}
      <PublicForm
        form={form}
        // Refused without JavaScript, the page comes back with the same place to return to.
        action={returnTo ? signInReturningTo(returnTo) : "/auth"}
        opensAtAnswer={false}
        onSubmit={onSubmit}
        className="space-y-5"
      >
        <Field {...form.fields.field("email")} />
        <Field {...form.fields.field("password")} />
        {returnTo ? <input {...form.fields.hidden(RETURN_PARAM, returnTo)} /> : null}
        <div className="flex flex-col-reverse items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
          <a
            href={forgotHref}
            onClick={(event) => {
              event.preventDefault();
              onForgot();
            }}
            className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-600"
          >
            {words.forgot}
          </a>
          <SubmitButton variant="secondary" label={words.submit} busy={form.busy} />
        </div>
      </PublicForm>
    </>
  );
}
