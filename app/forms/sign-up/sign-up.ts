import { declareForm } from "~/shared/forms/declare";
import { accountFieldSpecs, signUpSchema } from "~/shared/validation/auth";

/**
 * Sign up (SPEC §4, §5, §8) on /auth: `POST /api/account/sign-up` with JavaScript, /auth's action
 * without. A new address and a known one get the same answer (docs/decisions/026).
 */
export const signUp = declareForm({
  name: "sign-up",
  intent: "signup",
  endpoint: "/api/account/sign-up",
  schema: signUpSchema,
  fields: {
    fullName: { ...accountFieldSpecs.fullName, id: "full-name" },
    email: { ...accountFieldSpecs.email, id: "signup-email" },
    password: { ...accountFieldSpecs.newPassword, id: "signup-password" },
  },
});
