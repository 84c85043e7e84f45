import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  type ICalEventData,
  ICalEventStatus,
} from "ical-generator";
import { bookingCalendar } from "../../app/content/booking";
import { company } from "../../app/content/company";
import { greetingName } from "../mail/compose";
import { leadPageUrl } from "../mail/reply-link";
import type { Booking } from "./types";

/**
 * The calendar files of a booking, made with ical-generator: the invitation attached to the
 * visitor's and the owner's mails (METHOD:REQUEST, then the same UID with a higher SEQUENCE when
 * the call moves, METHOD:CANCEL when it is cancelled), and the owner's private feed of upcoming
 * calls. Times are UTC (DTSTART/DTEND ending in Z), as stored.
 */

/** Read per file: the firm's name is one of its facts, which change without a restart. */
const prodId = () => ({ company: company.name, product: "Booked calls", language: "EN" });

/**
 * A text as a quoted parameter value (CN) can hold it. ical-generator escapes `"` as `\"`, which
 * RFC 5545 does not know: a parser ends the value at that quote, and a name such as
 * `x" PARTSTAT=DECLINED` then adds parameters. RFC 6868 is the parameters' own encoding: `^'` for
 * `"`, `^n` for a line break, `^^` for `^` (ical.js, Thunderbird and Apple's calendars read it).
 * A backslash has no encoding there and ical-generator would double it: it becomes "/". Control
 * characters never reach a booking (the form refuses them) and are dropped here too.
 */
export function parameterText(text: string): string {
  return (
    text
      .replace(/\^/g, "^^")
      .replace(/"/g, "^'")
      .replace(/\r\n|\r|\n/g, "^n")
      .replace(/\\/g, "/")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: what a parameter cannot hold.
      .replace(/[\u0000-\u001f\u007f]/g, "")
  );
}

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
    description: bookingCalendar.description(booking),
    // A video call's room: where the call is (LOCATION), and its link (URL).
    ...(booking.call_kind === "video" && booking.video_link
      ? { location: booking.video_link, url: booking.video_link }
      : {}),
    status: booking.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: parameterText(company.name), email: company.email },
    attendees: [
      {
        name: parameterText(booking.name),
        email: booking.email,
        role: ICalAttendeeRole.REQ,
        // The visitor chose the time: nothing for their calendar to ask.
        status: ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  };
}

/**
 * The call from the owner's side (their invitation and their feed): named by the client and their
 * company, what to do at the time ("Phone Jane on 01632 960123."), everything the client gave, and
 * the booking in /admin.
 */
function ownerEvent(booking: Booking, siteUrl: string, now: Date): ICalEventData {
  const words = bookingCalendar.owner;
  const firstName = greetingName(booking.name) || booking.name;
  const what =
    booking.call_kind === "video"
      ? words.video(firstName)
      : booking.phone
        ? words.phone(firstName, booking.phone)
        : words.noNumber(firstName);
  const admin = leadPageUrl(siteUrl, "booking", booking.id);
  const details = [
    what,
    booking.call_kind === "video" && booking.video_link && `${words.labels.join}: ${booking.video_link}`,
    booking.company && `${words.labels.company}: ${booking.company}`,
    `${words.labels.email}: ${booking.email}`,
    booking.topic && `${words.labels.topic}: ${booking.topic}`,
    `${words.labels.open}: ${admin}`,
  ].filter(Boolean);
  return {
    ...event(booking, siteUrl, now),
    summary: words.summary(booking.name, booking.company, booking.call_kind),
    description: details.join("\n"),
    url: admin,
  };
}

const methodOf = (booking: Booking) =>
  booking.status === "cancelled" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;

/** The file attached to a booking's mails to the visitor: REQUEST while it stands, CANCEL once cancelled. */
export function invitationFile(booking: Booking, siteUrl: string, now = new Date()): string {
  const calendar = ical({ prodId: prodId(), method: methodOf(booking) });
  calendar.createEvent(event(booking, siteUrl, now));
  return calendar.toString();
}

/** The same invitation in the owner's mails (the same UID and SEQUENCE), told from the owner's side. */
export function ownerInvitationFile(booking: Booking, siteUrl: string, now = new Date()): string {
  const calendar = ical({ prodId: prodId(), method: methodOf(booking) });
  calendar.createEvent(ownerEvent(booking, siteUrl, now));
  return calendar.toString();
}

/** Its MIME type, with the method (RFC 6047: mail clients show Accept/Decline from it). */
export const invitationType = (booking: Booking) =>
  `text/calendar; charset=utf-8; method=${booking.status === "cancelled" ? "CANCEL" : "REQUEST"}`;

/**
 * The owner's private feed (a secret URL the phone's calendar subscribes to): every upcoming
 * active call, as the owner's invitation tells it.
 */
export function ownerFeed(bookings: readonly Booking[], siteUrl: string, now = new Date()): string {
  const calendar = ical({ prodId: prodId(), name: bookingCalendar.feedName, ttl: 15 * 60 });
  for (const booking of bookings) calendar.createEvent(ownerEvent(booking, siteUrl, now));
  return calendar.toString();
}
