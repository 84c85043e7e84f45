import { SettingsForm, settingsFields } from "~/components/account/account-section";
import { checkboxProps } from "~/components/forms/form-fields";
import { Field } from "~/components/ui/field";
import { accountPage } from "~/content/account";
import type { FormResult } from "~/shared/forms/form-result";
import { deleteAccount } from "./delete-account";

const words = accountPage.delete;

/** Deletes the account, with its password; what the site holds for the address too, when ticked. */
export function DeleteAccountForm({ result }: { result?: FormResult }) {
  const fields = settingsFields(deleteAccount, result);
  const values = result && !result.ok ? result.values : undefined;
  const { label, ...eraseLeads } = checkboxProps(deleteAccount, "eraseLeads", values);
  return (
    <SettingsForm form={deleteAccount} result={result} submit={words.submit} danger opensAtAnswer={false}>
      <p className="text-muted">{words.text}</p>
      <Field {...fields.field("password")} />
      <label className="flex items-start gap-2.5 text-sm">
        <input type="checkbox" {...eraseLeads} className="mt-0.5 size-4 accent-brand-700" />
        {label}
      </label>
    </SettingsForm>
  );
}
