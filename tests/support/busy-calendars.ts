/**
 * iCalendar files standing for the owner's calendar, as Google, Outlook and iCloud publish them at
 * their secret addresses: time zones defined by VTIMEZONE, recurring events with exceptions.
 */

const LONDON = `BEGIN:VTIMEZONE
TZID:Europe/London
X-LIC-LOCATION:Europe/London
BEGIN:DAYLIGHT
TZOFFSETFROM:+0000
TZOFFSETTO:+0100
TZNAME:BST
DTSTART:19700329T010000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0100
TZOFFSETTO:+0000
TZNAME:GMT
DTSTART:19701025T020000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE`;

const NEW_YORK = `BEGIN:VTIMEZONE
TZID:America/New_York
BEGIN:DAYLIGHT
TZOFFSETFROM:-0500
TZOFFSETTO:-0400
TZNAME:EDT
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0400
TZOFFSETTO:-0500
TZNAME:EST
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE`;

/** A calendar of the given events (VEVENT bodies), with the London and New York zones defined. */
export function calendarOf(events: string[]): string {
  const body = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//Owner calendar//EN",
    "CALSCALE:GREGORIAN",
    LONDON,
    NEW_YORK,
    ...events.map((event) => `BEGIN:VEVENT\nDTSTAMP:20270101T000000Z\n${event.trim()}\nEND:VEVENT`),
    "END:VCALENDAR",
  ].join("\n");
  // RFC 5545 lines end with CRLF, as the real services send them.
  return `${body.replace(/\n/g, "\r\n")}\r\n`;
}

/**
 * A weekly review on Tuesdays at 10:00 UK time since January 2027: 16 March excluded (EXDATE),
 * 30 March moved to Wednesday 31 March at 14:00 (RECURRENCE-ID), 12 October cancelled by its
 * override. Either side of both clock changes of 2027 (28 March, 31 October).
 */
export const weeklyReview = [
  `UID:weekly-review@example.com
SUMMARY:Weekly review
DTSTART;TZID=Europe/London:20270105T100000
DTEND;TZID=Europe/London:20270105T110000
RRULE:FREQ=WEEKLY;BYDAY=TU
EXDATE;TZID=Europe/London:20270316T100000`,
  `UID:weekly-review@example.com
RECURRENCE-ID;TZID=Europe/London:20270330T100000
SUMMARY:Weekly review (moved)
DTSTART;TZID=Europe/London:20270331T140000
DTEND;TZID=Europe/London:20270331T150000`,
  `UID:weekly-review@example.com
RECURRENCE-ID;TZID=Europe/London:20271012T100000
SUMMARY:Weekly review
DTSTART;TZID=Europe/London:20271012T100000
DTEND;TZID=Europe/London:20271012T110000
STATUS:CANCELLED`,
];

/**
 * `count` events as a busy consultant's calendar holds them around `around` (an instant): one in
 * twenty a recurring series (mostly weekly, some every weekday or fortnightly, some started years
 * ago, with an EXDATE and some with a moved instance), the rest single meetings in working hours
 * from a year before to three months after, as a calendar's secret address publishes its history.
 */
export function busyConsultantCalendar(count: number, around: number): string {
  const DAY = 24 * 60 * 60_000;
  const HOUR = 60 * 60_000;
  // UK wall-clock times written from UTC fields: an hour off in summer, which does not matter here.
  const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, "").slice(0, 15);
  const today = Math.floor(around / DAY) * DAY;
  const events: string[] = [];
  for (let n = 0; n < count; n++) {
    const length = (30 + (n % 4) * 15) * 60_000;
    if (n % 20 !== 0) {
      const start = today + (((n * 7919) % 456) - 365) * DAY + (8 + (n % 9)) * HOUR + (n % 2) * 30 * 60_000;
      events.push(
        `UID:single-${n}@example.com\nSUMMARY:Meeting ${n}\nDTSTART:${stamp(start)}Z\nDTEND:${stamp(start + length)}Z`,
      );
      continue;
    }
    const since = today - (n % 3) * 365 * DAY - ((n * 13) % 7) * DAY + (9 + (n % 8)) * HOUR;
    const rule = ["FREQ=WEEKLY", "FREQ=WEEKLY", "FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR", "FREQ=WEEKLY;INTERVAL=2"][
      n % 4
    ];
    const uid = `series-${n}@example.com`;
    const zoned = (ms: number) => `;TZID=Europe/London:${stamp(ms)}`;
    events.push(
      `UID:${uid}\nSUMMARY:Series ${n}\nDTSTART${zoned(since)}\nDTEND${zoned(since + length)}\nRRULE:${rule}\nEXDATE${zoned(since + 14 * DAY)}`,
    );
    if (n % 40 === 0) {
      const moved = since + Math.ceil((around - since) / (7 * DAY) + 1) * 7 * DAY;
      events.push(
        `UID:${uid}\nRECURRENCE-ID${zoned(moved)}\nDTSTART${zoned(moved + 2 * HOUR)}\nDTEND${zoned(moved + 2 * HOUR + length)}`,
      );
    }
  }
  return calendarOf(events);
}
