import { accountFields } from "~/content/auth";
import { declareForm } from "~/shared/forms/declare";
import { accountFieldSpecs, resetPasswordSchema } from "~/shared/validation/auth";

/** A new password, on the page the reset mail links to (/auth/reset-password); the link works once. */
export const resetPassword = declareForm({
  name: "reset-password",
  intent: "reset",
  endpoint: "/api/account/reset-password",
  schema: resetPasswordSchema,
  fields: {
    token: { kind: "hidden" },
    password: {
      ...accountFieldSpecs.newPassword,
      id: "new-password",
      label: accountFields.newPassword.label,
    },
  },
});
