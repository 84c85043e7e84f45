import { bookingsOffice } from "~/content/back-office-bookings";
import { serveForm } from "../../../server/forms/serve";
import { busyCalendarDeclaration } from "./busy-calendar";

const words = bookingsOffice.calendarAddress;

/**
 * The busy calendar's address saved, once checked, fetched and read, and audited; or 400 with
 * why not, the field shown again without any user name or password in it.
 */
export const busyCalendarServer = serveForm(busyCalendarDeclaration, {
  admin: true,
  async accept({ value, admin, deps }) {
    const saved = await deps.admin.bookings.saveBusyCalendar(admin, value.address);
    // The address is a secret: never sent back to the page, not even once saved.
    if (saved.ok) return { ok: true, status: 200, values: {} };
    const error =
      saved.problem === "unreadable" ? words.unreadable(saved.reason) : words.problems[saved.problem];
    return {
      ok: false,
      status: 400,
      error,
      fieldErrors: { address: error },
      values: { address: saved.typed },
    };
  },
});
