import { describe, expect, it } from "vitest";
import { busyConsultantCalendar, calendarOf, weeklyReview } from "../../tests/support/busy-calendars";
import type { BusyInterval } from "./busy-intervals";
import { expandBusyCalendar, expandBusyCalendarInSlices, MalformedCalendarError } from "./ics-expansion";

const DAY = 24 * 60 * 60_000;
const window = (from: string, to: string) => ({ from: Date.parse(from), to: Date.parse(to) });
const shown = (intervals: BusyInterval[]) =>
  intervals.map(({ start, end }) => `${new Date(start).toISOString()}/${new Date(end).toISOString()}`);
const busy = (events: string[], from = "2027-01-01T00:00Z", to = "2028-01-01T00:00Z") =>
  shown(expandBusyCalendar(calendarOf(events), window(from, to)).intervals);
const at = (start: string, end: string) => `${start}:00.000Z/${end}:00.000Z`;

describe("a weekly meeting with exceptions, either side of the clock changes", () => {
  const weeks = busy(weeklyReview);

  it("is at 10:00 UK time every Tuesday: 10:00Z in winter, 09:00Z in summer", () => {
    expect(weeks).toContain(at("2027-03-23T10:00", "2027-03-23T11:00")); // before 28 March
    expect(weeks).toContain(at("2027-04-06T09:00", "2027-04-06T10:00")); // after
    expect(weeks).toContain(at("2027-10-26T09:00", "2027-10-26T10:00")); // before 31 October
    expect(weeks).toContain(at("2027-11-02T10:00", "2027-11-02T11:00")); // after
  });

  it("leaves out the instance its EXDATE removes and the one its override cancels", () => {
    expect(weeks.filter((w) => w.startsWith("2027-03-16"))).toEqual([]);
    expect(weeks.filter((w) => w.startsWith("2027-10-12"))).toEqual([]);
  });

  it("takes a moved instance from its override (Tuesday 30 March to Wednesday 31, 14:00 BST)", () => {
    expect(weeks.filter((w) => w.startsWith("2027-03-30"))).toEqual([]);
    expect(weeks).toContain(at("2027-03-31T13:00", "2027-03-31T14:00"));
  });

  it("has one instance a week and nothing else", () => {
    // 52 Tuesdays in 2027 from 5 January, less the excluded and the cancelled one.
    expect(weeks).toHaveLength(50);
  });
});

describe("an owner's events", () => {
  it("an all-day event is the whole UK day (from 23:00Z the evening before, in summer)", () => {
    const events = [`UID:away\nDTSTART;VALUE=DATE:20270707\nDTEND;VALUE=DATE:20270708`];
    expect(busy(events)).toEqual([at("2027-07-06T23:00", "2027-07-07T23:00")]);
    const noEnd = [`UID:away\nDTSTART;VALUE=DATE:20270112`];
    expect(busy(noEnd)).toEqual([at("2027-01-12T00:00", "2027-01-13T00:00")]);
  });

  it("a floating time is UK time; a UTC time is UTC; DURATION stands for DTEND", () => {
    expect(busy([`UID:f\nDTSTART:20270708T120000\nDTEND:20270708T130000`])).toEqual([
      at("2027-07-08T11:00", "2027-07-08T12:00"),
    ]);
    expect(busy([`UID:u\nDTSTART:20270709T120000Z\nDURATION:PT45M`])).toEqual([
      at("2027-07-09T12:00", "2027-07-09T12:45"),
    ]);
  });

  it("a time in a zone the file defines is read by the file's VTIMEZONE", () => {
    // 18 March 2027: New York is already on summer time (UTC-4), London not yet.
    const events = [
      `UID:ny\nDTSTART;TZID=America/New_York:20270318T100000\nDTEND;TZID=America/New_York:20270318T110000`,
    ];
    expect(busy(events)).toEqual([at("2027-03-18T14:00", "2027-03-18T15:00")]);
  });

  it("a TZID the file does not define: a known zone is read in it, anything else as UK time", () => {
    const paris = `UID:p\nDTSTART;TZID=Europe/Paris:20270709T100000\nDTEND;TZID=Europe/Paris:20270709T110000`;
    const windows = `UID:w\nDTSTART;TZID=GMT Standard Time:20270712T100000\nDTEND;TZID=GMT Standard Time:20270712T110000`;
    expect(busy([paris, windows])).toEqual([
      at("2027-07-09T08:00", "2027-07-09T09:00"),
      at("2027-07-12T09:00", "2027-07-12T10:00"),
    ]);
  });

  it("free time and cancelled events do not make the owner busy", () => {
    const events = [
      `UID:t\nDTSTART:20270709T120000Z\nDTEND:20270709T130000Z\nTRANSP:TRANSPARENT`,
      `UID:c\nDTSTART:20270709T140000Z\nDTEND:20270709T150000Z\nSTATUS:CANCELLED`,
      `UID:o\nDTSTART:20270709T160000Z\nDTEND:20270709T170000Z\nX-MICROSOFT-CDO-BUSYSTATUS:FREE`,
      `UID:b\nDTSTART:20270709T180000Z\nDTEND:20270709T190000Z\nTRANSP:OPAQUE`,
    ];
    expect(busy(events)).toEqual([at("2027-07-09T18:00", "2027-07-09T19:00")]);
  });

  it("COUNT and UNTIL end a series; overlapping and touching events merge into one interval", () => {
    const events = [
      `UID:d\nDTSTART:20270705T090000Z\nDTEND:20270705T100000Z\nRRULE:FREQ=DAILY;COUNT=2`,
      `UID:e\nDTSTART:20270705T100000Z\nDTEND:20270705T103000Z\nRRULE:FREQ=DAILY;UNTIL=20270706T235959Z`,
    ];
    expect(busy(events)).toEqual([
      at("2027-07-05T09:00", "2027-07-05T10:30"),
      at("2027-07-06T09:00", "2027-07-06T10:30"),
    ]);
  });

  it("keeps only what overlaps the window, including an event that began before it", () => {
    const events = [
      `UID:long\nDTSTART:20270701T090000Z\nDTEND:20270710T090000Z`,
      `UID:after\nDTSTART:20270801T090000Z\nDTEND:20270801T100000Z`,
    ];
    expect(busy(events, "2027-07-05T00:00", "2027-07-20T00:00")).toEqual([
      at("2027-07-01T09:00", "2027-07-10T09:00"),
    ]);
  });

  it("a series started years before the window keeps its weekday and UK time (fast-forwarded)", () => {
    const events = [
      `UID:old\nDTSTART;TZID=Europe/London:20200106T150000\nDTEND;TZID=Europe/London:20200106T153000\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO`,
    ];
    // 6 January 2020 plus 188 fortnights is Monday 22 March 2027 (GMT); the next, 5 April (BST).
    const span = window("2027-03-20T00:00Z", "2027-04-06T00:00Z");
    const { intervals } = expandBusyCalendar(calendarOf(events), span);
    expect(shown(intervals)).toEqual([
      at("2027-03-22T15:00", "2027-03-22T15:30"),
      at("2027-04-05T14:00", "2027-04-05T14:30"),
    ]);
    expect(expandBusyCalendar(calendarOf(events), span, { stepEveryInstance: true }).intervals).toEqual(
      intervals,
    );
  });
});

describe("reading a calendar", () => {
  it("refuses what is not an iCalendar file", () => {
    for (const text of [
      "<html><body>Sign in</body></html>",
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT",
      "",
      "BEGIN:VCARD\r\nEND:VCARD",
    ]) {
      expect(() => expandBusyCalendar(text, window("2027-01-01T00:00Z", "2027-02-01T00:00Z"))).toThrow(
        MalformedCalendarError,
      );
    }
  });

  it("leaves out an event it cannot read and keeps the rest", () => {
    const result = expandBusyCalendar(
      calendarOf([
        `UID:bad\nDTSTART:not-a-date\nDTEND:20270709T100000Z`,
        `UID:good\nDTSTART:20270709T120000Z\nDTEND:20270709T130000Z`,
      ]),
      window("2027-07-01T00:00Z", "2027-08-01T00:00Z"),
    );
    expect(shown(result.intervals)).toEqual([at("2027-07-09T12:00", "2027-07-09T13:00")]);
    expect(result).toMatchObject({ events: 2, unreadable: 1 });
  });

  it("fast-forwarding long series gives what stepping through every instance gives", async () => {
    const around = Date.parse("2027-06-01T00:00Z");
    const calendar = busyConsultantCalendar(1000, around);
    const span = { from: around - DAY, to: around + 93 * DAY };
    const fast = expandBusyCalendar(calendar, span);
    expect(fast.events).toBeGreaterThan(1000);
    expect(fast.intervals.length).toBeGreaterThan(200);
    expect(fast).toEqual(expandBusyCalendar(calendar, span, { stepEveryInstance: true }));
    expect(await expandBusyCalendarInSlices(calendar, span, 1)).toEqual(fast);
  });
});
