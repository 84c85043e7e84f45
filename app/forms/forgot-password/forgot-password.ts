import { declareForm } from "~/shared/forms/declare";
import { accountFieldSpecs, emailOnlySchema } from "~/shared/validation/auth";

/** Asks for a password reset link (/auth?tab=forgot): the same answer whatever the address. */
export const forgotPassword = declareForm({
  name: "forgot-password",
  intent: "forgot",
  endpoint: "/api/account/forgot-password",
  schema: emailOnlySchema,
  fields: { email: { ...accountFieldSpecs.email, id: "forgot-email" } },
});
