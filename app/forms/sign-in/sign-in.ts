import { declareForm } from "~/shared/forms/declare";
import { RETURN_PARAM, safeReturnPath } from "~/shared/return-path";
import { accountEmail, accountFieldSpecs, currentPassword } from "~/shared/validation/auth";
import * as z from "~/shared/zod";

/**
 * SPEC §5 "Sign-in": email and password required (the server says the rest); and the page to
 * return to (decision 039), kept only when it is a safe path on this site, never refused.
 */
export const signInSchema = z.object({
  email: accountEmail,
  password: currentPassword,
  [RETURN_PARAM]: z.optional(z.pipe(z.unknown(), z.transform(safeReturnPath))),
});

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
