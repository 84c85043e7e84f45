import { declareForm } from "~/shared/forms/declare";
import { RETURN_PARAM } from "~/shared/return-path";
import { accountFieldSpecs, signInSchema } from "~/shared/validation/auth";

/** Sign in (SPEC §4, §5, §8) on /auth: `POST /api/account/sign-in` with JavaScript, /auth's action without. */
export const signIn = declareForm({
  name: "sign-in",
  intent: "signin",
  endpoint: "/api/account/sign-in",
  schema: signInSchema,
  fields: {
    email: { ...accountFieldSpecs.email, id: "signin-email" },
    password: { ...accountFieldSpecs.currentPassword, id: "signin-password" },
    [RETURN_PARAM]: { kind: "hidden" },
  },
});
