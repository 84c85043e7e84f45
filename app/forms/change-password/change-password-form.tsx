import { SettingsForm, settingsFields } from "~/components/account/account-section";
import { Field } from "~/components/ui/field";
import { accountPage } from "~/content/account";
import type { FormResult } from "~/shared/forms/form-result";
import { changePassword } from "./change-password";

const words = accountPage.password;

/** A new password; the other devices are signed out. */
export function ChangePasswordForm({ result }: { result?: FormResult }) {
  const fields = settingsFields(changePassword, result);
  return (
    <SettingsForm form={changePassword} result={result} submit={words.submit} done={words.done}>
      <Field {...fields.field("currentPassword")} />
      <Field {...fields.field("password")} />
    </SettingsForm>
  );
}
