import { bookingsOffice } from "~/content/back-office-bookings";
import { formatCallTime } from "~/shared/dates";
import { serveForm } from "../../../server/forms/serve";
import { callAnswer, callOf } from "../lead-page.server";
import { leadMove } from "./lead-move";

/**
 * Moving a call: the visitor is mailed the new time and the updated invitation; audited. A time
 * refused (taken, not offered, too many changes) comes back with its title, and why on the field.
 */
export const leadMoveServer = serveForm(leadMove, {
  admin: true,
  async accept({ value, params, admin, deps }) {
    const id = callOf(params);
    if (typeof id !== "string") return id;
    const moved = await deps.admin.bookings.move(admin, id, value.start);
    if (moved.status === "moved") {
      const message = bookingsOffice.call.moved(formatCallTime(moved.start_at, moved.end_at));
      return { ok: true, status: 200, details: { message } };
    }
    if (moved.status === "refused") {
      const { status, title, error } = moved.refusal;
      return { ok: false, status, error: title, fieldErrors: { start: error } };
    }
    return callAnswer(false, moved.status);
  },
});
