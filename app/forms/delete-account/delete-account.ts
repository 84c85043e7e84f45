import { accountPage } from "~/content/account";
import { declareForm } from "~/shared/forms/declare";
import { accountFieldSpecs, currentPassword } from "~/shared/validation/auth";
import * as z from "~/shared/zod";

export const deleteAccountSchema = z.object({
  password: currentPassword,
  /** "on" when the visitor also asks for their enquiries and requests to be erased. */
  eraseLeads: z._default(z.optional(z.string()), ""),
});

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
