import { BOOKINGS_PER_HOUR, bookingForm as words } from "~/content/booking";
import { fixFields } from "~/content/form-outcomes";
import { HOUR_MS } from "../../../server/booking/time";
import { serveForm } from "../../../server/forms/serve";
import { booking, callKindOf, SLOT_TAKEN } from "./booking";
import { confirmationPath } from "./paths";

/**
 * A booked call (server/booking/bookings.ts): its claims on the owner's time and its mails, to the
 * visitor with the invitation and the manage link and to the owner, in one transaction of its own.
 * A time someone else has just taken answers 409; one that is not offered at all (past, off the
 * half-hour grid, outside the hours or beyond the horizon) 400 on the time. Booked, the page goes
 * to the confirmation; the API answers the contract's `{ id, start, end }`.
 */
export const bookingServer = serveForm(booking, {
  lead: "booking",
  limit: {
    name: "booking",
    limit: BOOKINGS_PER_HOUR,
    windowMs: HOUR_MS,
    tooSoon: (seconds) => words.tooSoon.description(Math.ceil(seconds / 60)),
  },

  async accept({ value, client, source, deps }) {
    const result = await deps.bookings.book({
      name: value.name,
      email: value.email,
      phone: value.phone || null,
      company: value.company || null,
      topic: value.topic || null,
      callKind: callKindOf(value),
      start: Date.parse(value.start),
      source,
      clientAddress: client,
    });
    if (result.status === "taken")
      return { ok: false, status: 409, error: words.taken.description, code: SLOT_TAKEN };
    if (result.status === "not offered")
      return {
        ok: false,
        status: 400,
        error: fixFields.description,
        fieldErrors: { start: words.fields.start.notOffered },
      };
    const { booking: booked, manageLink } = result;
    return {
      ok: true,
      status: 201,
      id: booked.id,
      details: { start: booked.start_at, end: booked.end_at, confirmation: confirmationPath(manageLink) },
      redirect: confirmationPath(manageLink),
      document: true,
    };
  },
});
