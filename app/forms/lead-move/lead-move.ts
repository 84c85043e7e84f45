import { bookingsOffice } from "~/content/back-office-bookings";
import { leadPage } from "~/content/back-office-pages";
import { declareForm } from "~/shared/forms/declare";
import { textInput } from "~/shared/validation/fields";
import * as z from "~/shared/zod";

/**
 * Moving a call to another free time, from its page (/admin/leads/booking/:id): `start` is the
 * instant of the time chosen. Whether it is one of the free times only the booking desk can say
 * (server/booking/move-call.ts), with the words the visitor's own page uses.
 */
export const leadMove = declareForm({
  name: "lead-move",
  intent: "move",
  schema: z.object({ start: textInput(leadPage.notSaved) }),
  invalid: () => leadPage.notSaved,
  fields: { start: { kind: "radios", label: bookingsOffice.call.moveHeading } },
});
