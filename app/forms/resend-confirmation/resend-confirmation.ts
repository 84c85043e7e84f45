import { declareForm } from "~/shared/forms/declare";
import { accountFieldSpecs, emailOnlySchema } from "~/shared/validation/auth";

/** Asks for a new confirmation link (/auth): the same answer whatever the address. */
export const resendConfirmation = declareForm({
  name: "resend-confirmation",
  intent: "resend",
  endpoint: "/api/account/resend-confirmation",
  schema: emailOnlySchema,
  fields: { email: { ...accountFieldSpecs.email, id: "resend-email" } },
});
