import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import type { FormResult } from "~/lib/forms/form-result";
import { showToast } from "~/lib/toast";
import {
  AUTH_LIMITS,
  AUTH_MESSAGES,
  authInputFromForm,
  PASSWORD_HELP,
  resetPasswordSchema,
} from "~/lib/validation/auth";
import { usePublicForm } from "../use-public-form";
import { AuthNotice } from "./auth-notice";

/** The page the reset email links to: a new password under the spec's rules; the link works once. */
export function NewPasswordForm({ token, serverResult }: { token: string; serverResult?: FormResult }) {
  const form = usePublicForm({
    endpoint: "/api/account/reset-password",
    schema: resetPasswordSchema,
    read: authInputFromForm,
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await form.submit(event.currentTarget);
    if (outcome.kind === "sent") window.location.assign("/auth?reset=done");
    else if (outcome.kind === "invalid" && !outcome.error)
      showToast({ ...AUTH_MESSAGES.validation, variant: "destructive" });
    else showToast({ title: "Error", description: outcome.error, variant: "destructive" });
  }

  const { failure, errors, focus } = form.shown(serverResult, ["password"]);
  const linkProblem =
    failure?.fieldErrors?.token ?? (failure && !failure.fieldErrors ? failure.error : undefined);
  return (
    <>
      {linkProblem ? (
        <AuthNotice tone="error" title="Error" focus>
          {linkProblem}{" "}
          <a href="/auth?tab=forgot" className="font-semibold underline">
            Ask for a new link
          </a>
        </AuthNotice>
      ) : null}
      <form ref={form.formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <input type="hidden" name="token" value={token} />
        <Field
          id="new-password"
          name="password"
          label="New password"
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
          {form.busy ? "Saving..." : "Save new password"}
        </Button>
      </form>
    </>
  );
}
