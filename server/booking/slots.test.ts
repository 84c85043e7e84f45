import { describe, expect, it } from "vitest";
import { type BookingSettings, DEFAULT_BOOKING_SETTINGS } from "./settings";
import { freeSlots, type SlotQuery } from "./slots";
import { ukDate } from "./time";

const settings = (changes: Partial<BookingSettings> = {}): BookingSettings => ({
  ...DEFAULT_BOOKING_SETTINGS,
  ...changes,
});
const ms = (iso: string) => Date.parse(iso);
const slotsOf = (query: Partial<SlotQuery> & { now: number; from: string; days: number }) =>
  freeSlots({ settings: settings(), bookings: [], busy: [], ...query }).map((slot) => ({
    start: new Date(slot.start).toISOString().slice(0, 16),
    end: new Date(slot.end).toISOString().slice(0, 16),
  }));
const startsOn = (slots: { start: string }[], day: string) =>
  slots.filter((slot) => slot.start.startsWith(day)).map((slot) => slot.start.slice(11));

const WORKING_DAY_GMT = Array.from(
  { length: 16 },
  (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
);
const WORKING_DAY_BST = WORKING_DAY_GMT.map(
  (time) => `${String(Number(time.slice(0, 2)) - 1).padStart(2, "0")}${time.slice(2)}`,
);

describe("free slots across the clock changes", () => {
  it("March 2027: 09:00-17:00 UK is 09:00Z-17:00Z before the change and 08:00Z-16:00Z after", () => {
    const slots = slotsOf({ now: ms("2027-03-22T12:00Z"), from: "2027-03-23", days: 9 });
    expect(startsOn(slots, "2027-03-25")).toEqual(WORKING_DAY_GMT); // Thursday, GMT
    expect(startsOn(slots, "2027-03-26")).toEqual([]); // Good Friday
    expect(startsOn(slots, "2027-03-29")).toEqual([]); // Easter Monday
    expect(startsOn(slots, "2027-03-30")).toEqual(WORKING_DAY_BST); // Tuesday, BST
    expect(slots.find((s) => s.start.startsWith("2027-03-30"))).toEqual({
      start: "2027-03-30T08:00",
      end: "2027-03-30T08:30",
    });
  });

  it("October 2027: Friday the 29th starts at 08:00Z (BST), Monday 1 November at 09:00Z (GMT)", () => {
    const slots = slotsOf({ now: ms("2027-10-27T12:00Z"), from: "2027-10-28", days: 5 });
    expect(startsOn(slots, "2027-10-29")).toEqual(WORKING_DAY_BST);
    expect(startsOn(slots, "2027-11-01")).toEqual(WORKING_DAY_GMT);
  });

  it("on the night of a change, a time the clock skips is not offered and none overlap", () => {
    const night = { start: "00:00", end: "03:30" };
    const nights = settings({ weeklyHours: { ...DEFAULT_BOOKING_SETTINGS.weeklyHours, sunday: [night] } });
    const spring = freeSlots({
      settings: nights,
      now: ms("2027-03-26T00:00Z"),
      from: "2027-03-28",
      days: 1,
      bookings: [],
      busy: [],
    });
    // 01:00 and 01:30 do not exist on 28 March; 02:00 BST is 01:00Z.
    expect(spring.map((s) => new Date(s.start).toISOString().slice(11, 16))).toEqual([
      "00:00",
      "00:30",
      "01:00",
      "01:30",
      "02:00",
    ]);
    const autumn = freeSlots({
      settings: nights,
      now: ms("2027-10-29T00:00Z"),
      from: "2027-10-31",
      days: 1,
      bookings: [],
      busy: [],
    });
    for (const [i, slot] of autumn.entries()) {
      expect(slot.end - slot.start).toBe(30 * 60_000);
      if (i > 0) expect(slot.start).toBeGreaterThanOrEqual(autumn[i - 1]!.end);
    }
    expect(autumn.every((slot) => ukDate(slot.start) === "2027-10-31")).toBe(true);
  });
});

describe("free slots", () => {
  const monday = ms("2027-06-07T07:00Z"); // 08:00 BST

  it("start on :00 or :30 UK time, last at 16:30, one after another, 30 minutes each", () => {
    const slots = slotsOf({ now: monday, from: "2027-06-08", days: 1 });
    expect(startsOn(slots, "2027-06-08")).toEqual(WORKING_DAY_BST);
    expect(slots.at(-1)).toEqual({ start: "2027-06-08T15:30", end: "2027-06-08T16:00" });
  });

  it("keep the minimum notice: nothing starts within 24 hours", () => {
    const now = ms("2027-06-07T10:10Z"); // 11:10 BST
    const slots = slotsOf({ now, from: "2027-06-07", days: 2 });
    expect(startsOn(slots, "2027-06-07")).toEqual([]);
    expect(slots[0]!.start).toBe("2027-06-08T10:30"); // 11:30 BST
    expect(
      slotsOf({ now, from: "2027-06-07", days: 2, settings: settings({ minimumNoticeHours: 0 }) })[0]!.start,
    ).toBe("2027-06-07T10:30");
  });

  it("end within the horizon whatever `days` asks", () => {
    const slots = slotsOf({ now: monday, from: "2027-06-07", days: 400 });
    expect(slots.at(-1)!.end <= "2027-07-05T07:00").toBe(true); // 28 days from now
    expect(startsOn(slots, "2027-07-05")).toEqual([]); // 08:00 BST: the first slot would be past it
    expect(startsOn(slots, "2027-07-02")).toEqual(WORKING_DAY_BST);
    expect(slotsOf({ now: monday, from: "2027-09-01", days: 5 })).toEqual([]);
    expect(slotsOf({ now: monday, from: "2027-06-01", days: 3 })).toEqual([]); // days already past
  });

  it("leave the buffer before and after a booking", () => {
    const booking = { start: ms("2027-06-08T10:00Z"), end: ms("2027-06-08T10:30Z") }; // 11:00 BST
    const around = (bufferMinutes: number) =>
      startsOn(
        slotsOf({
          now: monday,
          from: "2027-06-08",
          days: 1,
          bookings: [booking],
          settings: settings({ bufferMinutes }),
        }),
        "2027-06-08",
      );
    expect(around(15)).not.toContain("09:30");
    expect(around(15)).not.toContain("10:00");
    expect(around(15)).not.toContain("10:30");
    expect(around(15)).toEqual(expect.arrayContaining(["09:00", "11:00"]));
    expect(around(0)).toEqual(expect.arrayContaining(["09:30", "10:30"]));
    expect(around(0)).not.toContain("10:00");
    expect(around(45)).not.toContain("09:00");
    expect(around(45)).not.toContain("11:00");
  });

  it("leave out busy times, blocked dates and what is outside the weekly hours", () => {
    const busy = [{ start: ms("2027-06-08T12:10Z"), end: ms("2027-06-08T12:20Z") }];
    const split = settings({
      blockedDates: ["2027-06-09"],
      weeklyHours: {
        ...DEFAULT_BOOKING_SETTINGS.weeklyHours,
        tuesday: [
          { start: "09:00", end: "12:00" },
          { start: "13:00", end: "15:00" },
        ],
      },
    });
    const slots = slotsOf({ now: monday, from: "2027-06-08", days: 7, busy, settings: split });
    expect(startsOn(slots, "2027-06-08")).toEqual([
      "08:00",
      "08:30",
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "12:30",
      "13:00",
      "13:30",
    ]);
    expect(startsOn(slots, "2027-06-09")).toEqual([]);
    expect(startsOn(slots, "2027-06-10")).toEqual(WORKING_DAY_BST);
    expect(startsOn(slots, "2027-06-12")).toEqual([]); // Saturday
  });
});
