import { SettingsForm, settingsFields } from "~/components/account/account-section";
import { Field } from "~/components/ui/field";
import { accountPage } from "~/content/account";
import type { FormResult } from "~/shared/forms/form-result";
import { changeName } from "./change-name";

const words = accountPage.details;

/** The visitor's name, as the account holds it; the address is shown, not changed here. */
export function ChangeNameForm({
  user,
  result,
}: {
  user: { name: string; email: string };
  result?: FormResult;
}) {
  const fields = settingsFields(changeName, result, { fullName: user.name });
  return (
    <SettingsForm form={changeName} result={result} submit={words.submit} done={words.done}>
      <Field {...fields.field("fullName")} />
      <p className="text-sm text-muted">{words.email(user.email)}</p>
    </SettingsForm>
  );
}
