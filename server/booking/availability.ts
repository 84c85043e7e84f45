import { bookingTimeZone } from "../../app/content/booking";
import type { DB } from "../db";
import type { BusyInterval } from "./busy-intervals";
import { loadBookingSettings } from "./settings";
import { freeSlots } from "./slots";
import { addDays, isLocalDate, iso, type LocalDate, MINUTE_MS, ukDate, ukStartOfDay } from "./time";

/** The answer of GET /api/availability (DESIGN.md "Booking a call"). */
export type Availability = { timeZone: typeof bookingTimeZone; slots: { start: string; end: string }[] };

/** Whether a start can be booked: free, taken (booked or busy), or never offered (past, off the grid...). */
export type SlotCheck = "free" | "taken" | "not offered";

export type AvailabilityOptions = {
  db: DB;
  /** The owner's busy times (busy-calendar.ts), from memory. */
  busyIntervals: () => Promise<readonly BusyInterval[]>;
  now?: () => number;
};

/** Active bookings overlapping [from, to), but `ignoring` (a booking being moved). */
async function activeBookings(db: DB, from: number, to: number, ignoring?: string): Promise<BusyInterval[]> {
  let query = db
    .selectFrom("bookings")
    .select(["start_at", "end_at"])
    .where("status", "=", "active")
    .where("start_at", "<", iso(to))
    .where("end_at", ">", iso(from));
  if (ignoring) query = query.where("id", "!=", ignoring);
  const rows = await query.execute();
  return rows.map((row) => ({ start: Date.parse(row.start_at), end: Date.parse(row.end_at) }));
}

/** Further from now than any call can be, whatever the settings: not looked at. */
const MAX_REACH_MS = 366 * 24 * 60 * MINUTE_MS;

export function createAvailability({ db, busyIntervals, now = Date.now }: AvailabilityOptions) {
  /** Free slots on the UK days [from, from + days), as instants. */
  async function slotsBetween(
    from: LocalDate,
    days: number,
    { ignoring, free = true }: { ignoring?: string; free?: boolean } = {},
  ) {
    const settings = await loadBookingSettings(db);
    const at = now();
    // A day past the horizon has no free time: answered before any calendar arithmetic, which a
    // day such as 9999-12-31 would carry past the years a date is written in.
    if (from > addDays(ukDate(at), settings.horizonDays + 1)) return [];
    const buffer = settings.bufferMinutes * MINUTE_MS;
    const span = Math.max(0, Math.min(days, settings.horizonDays + 2));
    const [bookings, busy] = free
      ? await Promise.all([
          activeBookings(
            db,
            ukStartOfDay(from) - buffer,
            ukStartOfDay(addDays(from, span)) + buffer,
            ignoring,
          ),
          busyIntervals(),
        ])
      : [[], []];
    return freeSlots({ settings, now: at, from, days: span, bookings, busy });
  }

  return {
    /**
     * GET /api/availability: the free slots of the UK days from `from` (a YYYY-MM-DD day, default
     * today), for `days` days (default and at most the horizon), in UTC. `ignoring` a booking: the
     * times it may move to (its own and those its buffer holds are free to it).
     */
    async slots(query: { from?: LocalDate; days?: number; ignoring?: string } = {}): Promise<Availability> {
      const from = query.from && isLocalDate(query.from) ? query.from : ukDate(now());
      const slots = await slotsBetween(from, query.days ?? Number.POSITIVE_INFINITY, {
        ignoring: query.ignoring,
      });
      return {
        timeZone: bookingTimeZone,
        slots: slots.map((s) => ({ start: iso(s.start), end: iso(s.end) })),
      };
    },

    /** Whether a call can be booked at `start` now (a booking being moved does not stand in its own way). */
    async check(start: number, ignoring?: string): Promise<SlotCheck> {
      // Never a day before today or past the longest horizon (a year 9999, a year 0).
      if (!Number.isFinite(start) || Math.abs(start - now()) > MAX_REACH_MS) return "not offered";
      const day = ukDate(start);
      const offered = (slots: { start: number }[]) => slots.some((slot) => slot.start === start);
      if (offered(await slotsBetween(day, 1, { ignoring }))) return "free";
      return offered(await slotsBetween(day, 1, { free: false })) ? "taken" : "not offered";
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailability>;
