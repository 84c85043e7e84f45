import { erasePage as words } from "~/content/back-office-pages";
import { declareForm } from "~/shared/forms/declare";
import { emailInput, textInput } from "~/shared/validation/fields";
import * as z from "~/shared/zod";

/**
 * Erasing a person (/admin/erase, the privacy policy's right to erasure): an address and a ticked
 * box, since it cannot be undone; posted to the page, for a signed-in admin only.
 */
export const erasure = declareForm({
  name: "erasure",
  schema: z.object({
    email: emailInput(words.invalidEmail, words.invalidEmail),
    confirm: textInput(words.unconfirmed).check(z.refine((ticked) => ticked === "on", words.unconfirmed)),
  }),
  invalid: (fieldErrors) => fieldErrors.email ?? fieldErrors.confirm ?? words.unconfirmed,
  fields: {
    email: { kind: "email", id: "erase-email", label: words.email, required: true },
    confirm: { kind: "checkbox", label: words.confirm },
  },
});
