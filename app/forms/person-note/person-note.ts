import { leadPage } from "~/content/back-office-pages";
import { personPage } from "~/content/follow-up";
import { declareForm } from "~/shared/forms/declare";
import { NOTE_MAX } from "~/shared/inbox-filter";
import { notBlank, textInput } from "~/shared/validation/fields";
import * as z from "~/shared/zod";

/**
 * A note on one person (/admin/people/<address>): posted to the page, for a signed-in admin only.
 * A longer note than the box allows is cut to it when kept (server/follow-up/person.ts), not refused.
 */
export const personNote = declareForm({
  name: "person-note",
  schema: z.object({
    note: textInput(personPage.noteMissing).check(notBlank(personPage.noteMissing)),
  }),
  invalid: () => leadPage.notSaved,
  fields: {
    note: {
      kind: "textarea",
      id: "person-note",
      label: personPage.note,
      maxLength: NOTE_MAX,
      required: true,
      rows: 3,
    },
  },
});
