import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  type ICalEventData,
  ICalEventStatus,
} from "ical-generator";
import { bookingCalendar, callKinds } from "../../app/content/booking";
import { company } from "../../app/content/company";
import { leadPageUrl } from "../mail/reply-link";
import type { Booking } from "./types";

/**
 * The calendar files of a booking, made with ical-generator: the invitation attached to the
 * visitor's and the owner's mails (METHOD:REQUEST, then the same UID with a higher SEQUENCE when
 * the call moves, METHOD:CANCEL when it is cancelled), and the owner's private feed of upcoming
 * calls. Times are UTC (DTSTART/DTEND ending in Z), as stored.
 */

const prodId = { company: company.name, product: "Booked calls", language: "EN" };

/** The same UID for a booking in every file, so calendars update the event instead of adding one. */
export const bookingUid = (booking: Pick<Booking, "id">, siteUrl: string) =>
  `${booking.id}@${new URL(siteUrl).hostname}`;

function event(booking: Booking, siteUrl: string, now: Date): ICalEventData {
  return {
    id: bookingUid(booking, siteUrl),
    sequence: booking.sequence,
    stamp: now,
    start: new Date(booking.start_at),
    end: new Date(booking.end_at),
    summary: bookingCalendar.summary,
    description: bookingCalendar.description(booking.call_kind),
    status: booking.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: company.name, email: company.email },
    attendees: [
      {
        name: booking.name,
        email: booking.email,
        role: ICalAttendeeRole.REQ,
        // The visitor chose the time: nothing for their calendar to ask.
        status: ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  };
}

/** The file attached to a booking's mails: REQUEST while it stands, CANCEL once cancelled. */
export function invitationFile(booking: Booking, siteUrl: string, now = new Date()): string {
  const method = booking.status === "cancelled" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId, method });
  calendar.createEvent(event(booking, siteUrl, now));
  return calendar.toString();
}

/** Its MIME type, with the method (RFC 6047: mail clients show Accept/Decline from it). */
export const invitationType = (booking: Booking) =>
  `text/calendar; charset=utf-8; method=${booking.status === "cancelled" ? "CANCEL" : "REQUEST"}`;

/**
 * The owner's private feed (a secret URL the phone's calendar subscribes to): every upcoming
 * active call, named by the visitor, with their details and a link to the booking in /admin.
 */
export function ownerFeed(bookings: readonly Booking[], siteUrl: string, now = new Date()): string {
  const calendar = ical({ prodId, name: bookingCalendar.feedName, ttl: 15 * 60 });
  for (const booking of bookings) {
    const labels = bookingCalendar.ownerDetails;
    const details = [
      `${callKinds[booking.call_kind]}: ${booking.name} <${booking.email}>`,
      booking.phone && `${labels.phone}: ${booking.phone}`,
      booking.company && `${labels.company}: ${booking.company}`,
      booking.topic && `${labels.topic}: ${booking.topic}`,
    ].filter(Boolean);
    calendar.createEvent({
      ...event(booking, siteUrl, now),
      summary: bookingCalendar.ownerSummary(booking.name, booking.call_kind),
      description: details.join("\n"),
      url: leadPageUrl(siteUrl, "booking", booking.id),
    });
  }
  return calendar.toString();
}
