import { leadPage } from "~/content/back-office-pages";
import { declareForm } from "~/shared/forms/declare";
import { textInput } from "~/shared/validation/fields";
import * as z from "~/shared/zod";

/**
 * Restoring a lead from the spam view (/admin/spam), one tap each: the lead's kind and id are
 * posted with it. Read as text: a kind or id no lead has is answered 404, as nothing is there.
 */
export const spamRestore = declareForm({
  name: "spam-restore",
  schema: z.object({ type: textInput(leadPage.notSaved), id: textInput(leadPage.notSaved) }),
  invalid: () => leadPage.notSaved,
  fields: { type: { kind: "hidden" }, id: { kind: "hidden" } },
});
