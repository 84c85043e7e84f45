import { leadPage } from "~/content/back-office-pages";
import { declareForm } from "~/shared/forms/declare";
import { NOTE_MAX } from "~/shared/inbox-filter";
import { notBlank, textInput } from "~/shared/validation/fields";
import * as z from "~/shared/zod";

/**
 * A private note on a lead, from its page (/admin/leads/:type/:id): something to say. It is cleaned
 * of control characters and cut to its length where it is kept (server/admin/lead-detail.ts).
 */
export const leadNote = declareForm({
  name: "lead-note",
  intent: "note",
  schema: z.object({
    note: textInput(leadPage.notSaved).check(notBlank(leadPage.notSaved)),
  }),
  invalid: () => leadPage.notSaved,
  fields: {
    note: {
      kind: "textarea",
      id: "lead-note",
      label: leadPage.note,
      maxLength: NOTE_MAX,
      required: true,
      rows: 3,
    },
  },
});
