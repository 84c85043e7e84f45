import { describe, expect, it } from "vitest";
import {
  formatAge,
  formatCallTime,
  formatDate,
  formatDateTime,
  formatShortCallTime,
  formatShortDateTime,
} from "./dates";

describe("dates as people in the UK read them", () => {
  it("a day stays that day, whatever the server's time zone", () => {
    expect(formatDate("2024-12-09")).toBe("9 December 2024");
  });

  it("a moment is shown on the UK's clock, its zone named: GMT in winter, BST in summer", () => {
    expect(formatDateTime("2026-01-15T09:05:00.000Z")).toBe("15 January 2026 at 09:05 GMT");
    expect(formatDateTime("2026-07-01T19:47:00.000Z")).toBe("1 July 2026 at 20:47 BST");
    // Just before midnight UTC in summer is already the next day in Cornwall.
    expect(formatDateTime("2026-06-30T23:30:00.000Z")).toBe("1 July 2026 at 00:30 BST");
  });

  it("a list's moment is short, with the time on the UK's clock and its zone", () => {
    expect(formatShortDateTime("2026-01-15T09:05:00.000Z")).toBe("15 Jan 2026, 09:05 GMT");
    expect(formatShortDateTime("2026-07-03T13:05:00.000Z")).toBe("3 Jul 2026, 14:05 BST");
  });
});

describe("a booked call's time", () => {
  it("names the UK clock's zone on both sides of each change", () => {
    // The clocks go forward on 28 March 2027 and back on 31 October 2027.
    expect(formatCallTime("2027-03-26T10:00:00.000Z", "2027-03-26T10:30:00.000Z")).toBe(
      "Friday 26 March 2027, 10:00 to 10:30 GMT",
    );
    expect(formatCallTime("2027-03-29T09:00:00.000Z", "2027-03-29T09:30:00.000Z")).toBe(
      "Monday 29 March 2027, 10:00 to 10:30 BST",
    );
    expect(formatShortCallTime("2027-10-29T08:30:00.000Z")).toBe("Fri 29 Oct 2027, 09:30 BST");
    expect(formatShortCallTime("2027-11-01T09:30:00.000Z")).toBe("Mon 1 Nov 2027, 09:30 GMT");
  });
});

describe("an age", () => {
  it("is said roughly, in the largest unit that reads well", () => {
    expect(formatAge(20_000)).toBe("less than a minute");
    expect(formatAge(60_000)).toBe("1 minute");
    expect(formatAge(95 * 60_000)).toBe("95 minutes");
    expect(formatAge(5 * 3_600_000)).toBe("5 hours");
    expect(formatAge(3 * 86_400_000 + 5)).toBe("3 days");
  });
});
