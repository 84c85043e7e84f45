import { serveForm } from "../../../server/forms/serve";
import { busyCalendarRemovalDeclaration } from "./busy-calendar-removal";

/** The address removed, and audited (admins only). */
export const busyCalendarRemovalServer = serveForm(busyCalendarRemovalDeclaration, {
  admin: true,
  async accept({ admin, deps }) {
    await deps.admin.bookings.removeBusyCalendar(admin);
    return { ok: true, status: 200 };
  },
});
