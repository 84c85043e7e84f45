import { AuthNotice } from "~/components/forms/auth/auth-notice";
import { formFields } from "~/components/forms/form-fields";
import { FormMeta } from "~/components/forms/form-meta";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { authMessages, confirmPage } from "~/content/auth";
import type { FormResult } from "~/shared/forms/form-result";
import { confirmRegistration } from "./confirm-registration";

/**
 * The password chosen at sign-up, for a confirmation link opened in another browser: a plain form
 * (the page loads no script), posted to the page's action, whose answer is `serverResult`.
 */
export function ConfirmRegistrationForm({
  token,
  serverResult,
}: {
  token: string;
  serverResult?: FormResult;
}) {
  const failure = serverResult && !serverResult.ok ? serverResult : undefined;
  const fields = formFields(confirmRegistration, { focus: failure ? undefined : "password" });
  const problem = failure?.fieldErrors?.password ?? failure?.fieldErrors?.token ?? failure?.error;
  return (
    <>
      {problem ? (
        <AuthNotice tone="error" title={authMessages.unexpected.title} focus>
          {problem}
        </AuthNotice>
      ) : null}
      <form method="post" className="space-y-5">
        <FormMeta {...fields.meta()} />
        <input {...fields.hidden("token", token)} />
        <Field {...fields.field("password")} />
        <Button type="submit" variant="secondary">
          {confirmPage.submit}
        </Button>
      </form>
    </>
  );
}
