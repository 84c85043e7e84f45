import { bookingsOffice } from "~/content/back-office-bookings";
import { leadPage } from "~/content/back-office-pages";
import { declareForm } from "~/shared/forms/declare";
import { CANCEL_NOTE_MAX } from "~/shared/inbox-filter";
import { textInput } from "~/shared/validation/fields";
import * as z from "~/shared/zod";

const call = bookingsOffice.call;

/**
 * Cancelling a call that has not started, from its page (/admin/leads/booking/:id), with a note the
 * visitor is mailed. The note is read as text: the booking desk cleans it and cuts it to its length.
 */
export const leadCancel = declareForm({
  name: "lead-cancel",
  intent: "cancel",
  schema: z.object({ note: textInput(leadPage.notSaved) }),
  invalid: () => leadPage.notSaved,
  fields: {
    note: {
      kind: "textarea",
      id: "cancel-note",
      label: call.noteLabel,
      hint: call.noteHint,
      maxLength: CANCEL_NOTE_MAX,
      rows: 3,
    },
  },
});
