import ICAL from "ical.js";
import { expect } from "vitest";
import { mimeParts } from "./mime-parts";
import type { ReceivedMail } from "./smtp-sink";

/** The file read back by ical.js, as a calendar application would. */
export function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    const attendee = vevent.getFirstProperty("attendee");
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: vevent.getFirstPropertyValue("status"),
      // URI schemes are case-insensitive (ical-generator writes MAILTO: for attendees).
      organizer: String(vevent.getFirstPropertyValue("organizer")).toLowerCase(),
      organizerName: vevent.getFirstProperty("organizer")?.getParameter("cn"),
      attendee: String(attendee?.getFirstValue()).toLowerCase(),
      attendeeName: attendee?.getParameter("cn"),
      url: vevent.getFirstPropertyValue("url"),
    };
  });
  return { method: calendar.getFirstPropertyValue("method"), events };
}

/** A mail's invitation: its text/calendar alternative (with the method), the same as its .ics file. */
export function invitationOf(mail: ReceivedMail) {
  const parts = mimeParts(mail.raw);
  const alternative = parts.find((part) => /^text\/calendar/i.test(part.contentType));
  const file = parts.find((part) => /attachment/i.test(part.disposition) && /\.ics/.test(part.disposition));
  expect(alternative, "a text/calendar part").toBeDefined();
  expect(file?.body).toBe(alternative!.body);
  return { type: alternative!.contentType, ...readCalendar(alternative!.body) };
}
