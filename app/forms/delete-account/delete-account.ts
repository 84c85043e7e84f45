import { accountPage } from "~/content/account";
import { declareForm } from "~/shared/forms/declare";
import { accountFieldSpecs, deleteAccountSchema } from "~/shared/validation/auth";

/** Deleting the account (/account), with its password; signed in only. */
export const deleteAccount = declareForm({
  name: "delete-account",
  intent: "delete",
  schema: deleteAccountSchema,
  fields: {
    password: {
      ...accountFieldSpecs.currentPassword,
      id: "delete-password",
      label: accountPage.delete.password,
    },
    eraseLeads: { kind: "checkbox", label: accountPage.delete.eraseLeads },
  },
});
