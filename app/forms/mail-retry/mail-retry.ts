import { mailPage } from "~/content/back-office-pages";
import { declareForm } from "~/shared/forms/declare";
import { isRowId } from "~/shared/inbox-filter";
import { textInput } from "~/shared/validation/fields";
import * as z from "~/shared/zod";

/**
 * "Retry now" on a failing mail (/admin/mail): the message's id, posted to the page, for a
 * signed-in admin only. An id that names no row is refused before the database hears of it.
 */
export const mailRetry = declareForm({
  name: "mail-retry",
  schema: z.object({
    id: textInput(mailPage.notRetried).check(z.refine(isRowId, mailPage.notRetried)),
  }),
  invalid: () => mailPage.notRetried,
  fields: { id: { kind: "hidden" } },
});
