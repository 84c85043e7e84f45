import ICAL from "ical.js";

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
