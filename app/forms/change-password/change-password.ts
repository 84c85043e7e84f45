import { accountPage } from "~/content/account";
import { declareForm } from "~/shared/forms/declare";
import { accountFieldSpecs, changePasswordSchema } from "~/shared/validation/auth";

/** A new password on the account page (/account): the current one first; signed in only. */
export const changePassword = declareForm({
  name: "change-password",
  intent: "password",
  schema: changePasswordSchema,
  fields: {
    currentPassword: {
      ...accountFieldSpecs.currentPassword,
      id: "current-password",
      label: accountPage.password.current,
    },
    password: {
      ...accountFieldSpecs.newPassword,
      id: "account-new-password",
      label: accountPage.password.new,
    },
  },
});
