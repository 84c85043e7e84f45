import type { DB } from "../db";
import { scheduleJob } from "../jobs/scheduled-job";
import type { Logger } from "../logger";
import { createAvailability } from "./availability";
import { createBookings } from "./bookings";
import { createBusyCalendar } from "./busy-calendar";
import { invitationFile } from "./ical";
import { moveCall, moveChoices, tooManyChanges } from "./move-call";
import { reminderJob } from "./reminders";
import type { Booking, OnBookingChange } from "./types";

export type BookingDeps = {
  db: DB;
  logger: Logger;
  siteUrl: string;
  /** Signs the visitors' manage links (the site's signing secret). */
  signingSecret: string;
  /** BOOKING_BUSY_ICS_URL. */
  busyCalendarUrl: string | undefined;
  /** The mails of each change and the reminders, inside their transaction (the booking form's, later). */
  onChange?: OnBookingChange;
};

/**
 * Booking a call (DESIGN.md "Booking a call"): the owner's busy calendar, availability, bookings
 * and reminders, for the /book page, its API, the back office and the feed to call.
 */
export function createBookingServices({
  db,
  logger,
  siteUrl,
  signingSecret,
  busyCalendarUrl,
  onChange,
}: BookingDeps) {
  const busyCalendar = createBusyCalendar({ db, logger, url: busyCalendarUrl });
  const availability = createAvailability({ db, busyIntervals: busyCalendar.intervals });
  const bookings = createBookings({ db, availability, signingSecret, siteUrl, onChange });
  return {
    busyCalendar,
    availability,
    bookings,
    /** The times a call may move to, by UK day, and the day to show (the visitor's page and the owner's). */
    moveChoices: (booking: Booking, asked: string | null) => moveChoices(availability, booking, asked),
    /** A move posted from the visitor's page or the owner's: made, or why not in the page's words. */
    moveCall: (id: string, start: unknown, by: "visitor" | "owner", client: string | null = null) =>
      moveCall(bookings, id, start, by, client),
    /** A visitor's change refused past the limits, in the page's words. */
    tooManyChanges,
    /** The calendar file of a call as it now stands, for the visitor's page to offer. */
    invitation: (booking: Booking) => invitationFile(booking, siteUrl),
    /**
     * The background work: the busy calendar fetched now and every few minutes; the day-before
     * reminders once their mail exists (without it, a reminder would be marked sent unsent).
     */
    start() {
      const refresh = busyCalendar.start();
      const reminders = onChange
        ? scheduleJob(db, logger, reminderJob({ db, signingSecret, siteUrl, onChange }))
        : null;
      return {
        async stop() {
          await Promise.all([refresh.stop(), reminders?.stop()]);
        },
      };
    },
  };
}

export type BookingServices = ReturnType<typeof createBookingServices>;
