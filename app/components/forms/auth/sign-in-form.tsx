import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import type { FormResult } from "~/lib/forms/form-result";
import { landingAfterSignIn } from "~/lib/signed-in";
import { showToast } from "~/lib/toast";
import { AUTH_LIMITS, AUTH_MESSAGES, authInputFromForm, signInSchema } from "~/lib/validation/auth";
import { usePublicForm } from "../use-public-form";
import { AuthNotice } from "./auth-notice";
import type { AuthThrottle } from "./use-auth-throttle";

/**
 * SPEC §4, §5, §8 "Sign In": email and password, 'Signing in...' while busy (inputs disabled), the
 * service's message on failure; success goes to the home page, which says 'Welcome back!' (an
 * admin's to the back office). A
 * sign-up not yet confirmed has no account to sign in to: it gets a wrong password's answer
 * (docs/decisions/026), and its confirmation mail or the sign-up form's resend form.
 */
export function SignInForm({
  serverResult,
  throttle,
  forgotHref,
  onForgot,
}: {
  serverResult?: FormResult;
  throttle: AuthThrottle;
  forgotHref: string;
  onForgot: () => void;
}) {
  const form = usePublicForm({
    endpoint: "/api/account/sign-in",
    schema: signInSchema,
    read: authInputFromForm,
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    if (!throttle.allow()) return;
    const outcome = await form.submit(element);
    if (outcome.kind === "sent") {
      window.location.assign(landingAfterSignIn(document.cookie));
    } else if (outcome.kind !== "invalid" || outcome.error) {
      showToast({
        title: "Error",
        description: outcome.error || AUTH_MESSAGES.unexpected.description,
        variant: "destructive",
      });
    }
  }

  const { failure, errors, focus, value } = form.shown(serverResult, ["email", "password"]);
  return (
    <>
      {failure && !failure.fieldErrors ? (
        <AuthNotice tone="error" title="Error" focus>
          {failure.error}
        </AuthNotice>
      ) : null}
      <form
        ref={form.formRef}
        method="post"
        action="/auth"
        noValidate
        onSubmit={onSubmit}
        className="space-y-5"
      >
        <input type="hidden" name="intent" value="signin" />
        <Field
          id="signin-email"
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          maxLength={AUTH_LIMITS.emailInput}
          required
          disabled={form.busy}
          defaultValue={value("email")}
          error={errors.email}
          autoFocus={focus === "email"}
        />
        <Field
          id="signin-password"
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          maxLength={AUTH_LIMITS.passwordMax}
          required
          disabled={form.busy}
          error={errors.password}
          autoFocus={focus === "password"}
        />
        <div className="flex flex-col-reverse items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
          <a
            href={forgotHref}
            onClick={(event) => {
              event.preventDefault();
              onForgot();
            }}
            className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-600"
          >
            Forgot password?
          </a>
          <Button type="submit" variant="secondary" disabled={form.busy}>
            {form.busy ? AUTH_MESSAGES.signInBusy : "Sign In"}
          </Button>
        </div>
      </form>
    </>
  );
}
