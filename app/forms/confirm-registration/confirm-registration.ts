import { confirmPage } from "~/content/auth";
import { declareForm } from "~/shared/forms/declare";
import { accountFieldSpecs, currentPassword, linkToken } from "~/shared/validation/auth";
import * as z from "~/shared/zod";

/** Where each state of a confirmation link sends the visitor: /auth says it, with what they can do next. */
export const linkElsewhere = {
  expired: "/auth?tab=signup&verify=expired",
  invalid: "/auth?verify=invalid",
  used: "/auth?verify=used",
} as const;

/** A confirmation link opened in another browser: its token and the password chosen at sign-up. */
export const confirmRegistrationSchema = z.object({ token: linkToken, password: currentPassword });

/**
 * The page a confirmation link opens in a browser other than the one that signed up
 * (/auth/verify, docs/decisions/026): a plain form, posted to the page's action.
 */
export const confirmRegistration = declareForm({
  name: "confirm-registration",
  intent: "confirm",
  schema: confirmRegistrationSchema,
  fields: {
    token: { kind: "hidden" },
    password: { ...accountFieldSpecs.currentPassword, id: "confirm-password", label: confirmPage.password },
  },
});
