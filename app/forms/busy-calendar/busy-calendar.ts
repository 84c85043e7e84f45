import { bookingsOffice } from "~/content/back-office-bookings";
import { declareForm } from "~/shared/forms/declare";
import { textInput } from "~/shared/validation/fields";
import * as z from "~/shared/zod";

const words = bookingsOffice.calendarAddress;

/**
 * The busy calendar's secret address, pasted on the booking settings' page (admins only). Its
 * rules (a web address, no user name or password, readable where it points) are the server's,
 * which fetches and reads it before it is saved (server/booking/busy-calendar-address.ts).
 */
export const busyCalendarDeclaration = declareForm({
  name: "busy-calendar",
  intent: "calendar",
  schema: z.object({ address: textInput(words.problems.required) }),
  fields: {
    address: { label: words.label, hint: words.hint, id: "calendar-address" },
  },
});
