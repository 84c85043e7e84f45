import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import type { FormResult } from "~/lib/forms/form-result";
import { showToast } from "~/lib/toast";
import {
  AUTH_LIMITS,
  AUTH_MESSAGES,
  authInputFromForm,
  PASSWORD_HELP,
  signUpSchema,
} from "~/lib/validation/auth";
import { usePublicForm } from "../use-public-form";
import { AuthNotice } from "./auth-notice";
import { EmailLinkForm } from "./email-link-form";
import type { AuthThrottle } from "./use-auth-throttle";

const { checkEmail, validation, signUpBusy } = AUTH_MESSAGES;

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
  const form = usePublicForm({
    endpoint: "/api/account/sign-up",
    schema: signUpSchema,
    read: authInputFromForm,
  });
  const [sentTo, setSentTo] = useState<string>();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    if (!throttle.allow()) return;
    const outcome = await form.submit(element);
    if (outcome.kind === "sent") {
      setSentTo(String(new FormData(element).get("email") ?? ""));
      showToast({ ...checkEmail, variant: "success" });
    } else if (outcome.kind === "invalid") {
      showToast({ ...validation, variant: "destructive" });
    } else {
      showToast({
        title: "Error",
        description: outcome.error || AUTH_MESSAGES.unexpected.description,
        variant: "destructive",
      });
    }
  }

  const { sent, failure, errors, focus, value } = form.shown(serverResult, ["fullName", "email", "password"]);
  if (sentTo !== undefined || sent) {
    return (
      <>
        <AuthNotice tone="success" title={checkEmail.title} focus={sent}>
          {checkEmail.description} Follow it to confirm your address and sign in.
        </AuthNotice>
        <EmailLinkForm kind="resend" defaultEmail={sentTo} />
      </>
    );
  }
  return (
    <>
      {failure ? (
        <AuthNotice
          tone="error"
          title={failure.fieldErrors ? validation.title : "Error"}
          focus={!failure.fieldErrors}
        >
          {failure.fieldErrors ? validation.description : failure.error}
        </AuthNotice>
      ) : null}
      <form
        ref={form.formRef}
        method="post"
        action="/auth?tab=signup"
        noValidate
        onSubmit={onSubmit}
        className="space-y-5"
      >
        <input type="hidden" name="intent" value="signup" />
        <Field
          id="full-name"
          name="fullName"
          label="Full name"
          autoComplete="name"
          maxLength={AUTH_LIMITS.fullName}
          required
          disabled={form.busy}
          defaultValue={value("fullName")}
          error={errors.fullName}
          autoFocus={focus === "fullName"}
        />
        <Field
          id="signup-email"
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
          id="signup-password"
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          maxLength={AUTH_LIMITS.passwordMax}
          required
          disabled={form.busy}
          hint={PASSWORD_HELP}
          error={errors.password}
          autoFocus={focus === "password"}
        />
        <Button type="submit" variant="secondary" disabled={form.busy}>
          {form.busy ? signUpBusy : "Create Account"}
        </Button>
      </form>
    </>
  );
}
