import { REPLY_MAX, savedRepliesPage as words } from "~/content/follow-up";
import { declareForm } from "~/shared/forms/declare";
import { notBlank, textInput } from "~/shared/validation/fields";
import * as z from "~/shared/zod";

/**
 * One saved reply, edited in place (/admin/saved-replies): posted to the page, for a signed-in
 * admin only. A name or text longer than its box is cut to it when kept, not refused; which
 * places there are the server knows (server/follow-up/replies.ts).
 */
export const savedReply = declareForm({
  name: "saved-reply",
  schema: z.object({
    position: z.pipe(
      textInput(words.noPlace).check(z.trim(), z.regex(/^\d{1,2}$/, words.noPlace)),
      z.transform(Number),
    ),
    title: textInput(words.nameMissing).check(notBlank(words.nameMissing)),
    body: textInput(words.textMissing).check(notBlank(words.textMissing)),
  }),
  fields: {
    position: { kind: "hidden" },
    title: { label: words.name, maxLength: 80, required: true },
    body: { kind: "textarea", label: words.text, maxLength: REPLY_MAX, required: true, rows: 5 },
  },
});
