import { leadPage } from "~/content/back-office-pages";
import { REPLY_MAX, replyForm } from "~/content/follow-up";
import { declareForm } from "~/shared/forms/declare";
import { notBlank, textInput } from "~/shared/validation/fields";
import * as z from "~/shared/zod";

/**
 * The reply sent from a lead's page (/admin/leads/:type/:id; DESIGN.md's contract: a text area
 * "Reply", a button "Send reply"). Not trimmed: the owner's paragraphs are kept as typed. A reply
 * refused comes back with what was typed, never lost.
 */
export const leadReply = declareForm({
  name: "lead-reply",
  intent: "reply",
  schema: z.object({
    reply: textInput(replyForm.empty).check(
      notBlank(replyForm.empty),
      z.maxLength(REPLY_MAX, replyForm.tooLong),
    ),
  }),
  invalid: (fieldErrors) => fieldErrors.reply ?? leadPage.notSaved,
  fields: {
    reply: { kind: "textarea", label: replyForm.label, maxLength: REPLY_MAX, required: true, rows: 8 },
  },
});
