import { data } from "react-router";
import { bookingsOffice } from "~/content/back-office-bookings";
import type { requireAdmin } from "~/lib/admin.server";
import { formatCallTime } from "~/lib/dates";

type SignedIn = Awaited<ReturnType<typeof requireAdmin>>;
export type BookingIntent = "cancel" | "outcome" | "move";

const call = bookingsOffice.call;
/** What the owner reads after a booking's action, by its outcome (none: the call is not there). */
const answers: Record<string, string> = {
  cancelled: call.cancelled,
  started: call.started,
  "not active": call.notActive,
  marked: call.marked,
  "not started": call.notStarted,
};

const statusOf = (done: boolean, status: string) => (done ? 200 : status === "not found" ? 404 : 409);

/**
 * A booked call's actions on its page: moved to another free time (the visitor mailed the new
 * time and invitation), cancelled with a note (mailed), or marked held or no-show.
 */
export async function bookingAction(
  { admin, actor }: SignedIn,
  intent: BookingIntent,
  id: string,
  form: FormData,
) {
  if (intent === "move") {
    const moved = await admin.bookings.move(actor, id, form.get("start"));
    if (moved.status === "moved")
      return data({ intent, done: true, message: call.moved(formatCallTime(moved.start_at, moved.end_at)) });
    if (moved.status === "refused") {
      const { status, title, error } = moved.refusal;
      return data({ intent, done: false, message: title, detail: error }, { status });
    }
    return data(
      { intent, done: false, message: answers[moved.status] },
      { status: statusOf(false, moved.status) },
    );
  }
  const { status } =
    intent === "cancel"
      ? await admin.bookings.cancel(actor, id, String(form.get("note") ?? ""))
      : await admin.bookings.markOutcome(actor, id, String(form.get("outcome") ?? ""));
  const done = status === "cancelled" || status === "marked";
  return data({ intent, done, message: answers[status] }, { status: statusOf(done, status) });
}

/** The free times a call's page offers to move it to (`?day=` picks the day shown), while it can be moved. */
export const moveChoicesFor = ({ admin }: SignedIn, id: string, request: Request) =>
  admin.bookings.moveChoices(id, new URL(request.url).searchParams.get("day"));
