import { groupByDay, isSlotStart, ukDay } from "~/shared/booking-days";
import { bookingForm, managePage } from "../../app/content/booking";
import type { AvailabilityService } from "./availability";
import type { BookingService } from "./bookings";
import type { Booking } from "./types";

/**
 * Moving a call, as the visitor's page (`/book/manage/<token>`) and the owner's (`/admin`, the
 * call's page) both do it: the same free times offered, the same check of the time posted, the
 * same move (the old time freed and the new one taken in one transaction, SEQUENCE raised, the
 * visitor and the owner mailed), the same words when it cannot be done.
 */

/**
 * The times a call may move to, by UK day (its neighbours, which only its own buffer holds, are
 * free to it; its own time is not offered), and the day to show: the one asked for, else the
 * call's own day (its neighbours first), else the first.
 */
export async function moveChoices(
  availability: Pick<AvailabilityService, "slots">,
  booking: Pick<Booking, "id" | "start_at">,
  asked: string | null,
) {
  const { slots } = await availability.slots({ ignoring: booking.id });
  const days = groupByDay(slots.filter((slot) => Date.parse(slot.start) !== Date.parse(booking.start_at)));
  const day =
    [asked, ukDay(booking.start_at)].find((date) => days.some((d) => d.date === date)) ?? days[0]?.date;
  return { days, day };
}

/**
 * Why a move was not made, as the page says it (the status its answer carries): a title, and more
 * on it (`error`, "" when the title says it all).
 */
export type MoveRefusal = { status: 400 | 409 | 429; title: string; error: string; retryAfter?: number };

export type MoveAnswer =
  | { status: "moved"; booking: Booking }
  | { status: "refused"; refusal: MoveRefusal }
  /** Nothing to move: the call is not there, or not booked any more. */
  | { status: "gone" };

/** Moves a call to the time posted (`start`, a free time's instant), or says why not. */
export async function moveCall(
  bookings: Pick<BookingService, "move">,
  id: string,
  start: unknown,
  by: "visitor" | "owner",
  client: string | null = null,
): Promise<MoveAnswer> {
  const refuse = (status: 400 | 409, error: string, title: string = managePage.chooseTime) => ({
    status: "refused" as const,
    refusal: { status, title, error },
  });
  // No time chosen: the field's message is the whole answer, said once (not under "Please choose a time").
  if (typeof start !== "string" || !isSlotStart(start))
    return refuse(400, "", bookingForm.fields.start.required);
  const moved = await bookings.move(id, Date.parse(start), by, client);
  if (moved.status === "moved") return { status: "moved", booking: moved.booking };
  if (moved.status === "too many") return { status: "refused", refusal: tooManyChanges(moved.retryAfter) };
  if (moved.status === "taken") return refuse(409, bookingForm.taken.description, bookingForm.taken.title);
  if (moved.status === "not offered") return refuse(400, bookingForm.fields.start.notOffered);
  return { status: "gone" };
}

/** A visitor's change past the limits (server/booking/changes.ts), as the page says it: 429. */
export const tooManyChanges = (retryAfter: number): MoveRefusal => ({
  status: 429,
  title: managePage.tooMany.title,
  error: managePage.tooMany.text(Math.ceil(retryAfter / 60)),
  retryAfter,
});
