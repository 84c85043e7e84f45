import { describe, expect, it } from "vitest";
import { groupByDay, ukClock, visitorClock } from "./booking-days";

const at = (iso: string) => ({ start: iso });

describe("free times grouped by UK day", () => {
  it("names each day and its zone on both sides of the March change (GMT, then BST)", () => {
    const days = groupByDay([
      at("2027-03-26T09:00:00.000Z"), // Friday, GMT: 09:00 in the UK
      at("2027-03-29T08:00:00.000Z"), // Monday, BST: 09:00 in the UK
      at("2027-03-29T15:30:00.000Z"),
    ]);
    expect(days.map((d) => [d.label, d.zone, d.slots.map((s) => s.time)])).toEqual([
      ["Friday 26 March 2027", "GMT", ["09:00"]],
      ["Monday 29 March 2027", "BST", ["09:00", "16:30"]],
    ]);
  });

  it("names each day and its zone on both sides of the October change (BST, then GMT)", () => {
    const days = groupByDay([at("2027-10-29T16:00:00.000Z"), at("2027-11-01T16:00:00.000Z")]);
    expect(days.map((d) => [d.date, d.weekday, d.short, d.zone, d.slots[0]!.time])).toEqual([
      ["2027-10-29", "Fri", "29 Oct", "BST", "17:00"],
      ["2027-11-01", "Mon", "1 Nov", "GMT", "16:00"],
    ]);
  });

  it("puts a time on the UK day it falls on, not the UTC one", () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in the UK.
    expect(groupByDay([at("2027-06-30T23:30:00.000Z")])[0]!.date).toBe("2027-07-01");
    expect(ukClock("2027-06-30T23:30:00.000Z")).toBe("00:30");
  });
});

describe("the visitor's own clock", () => {
  it("is shown only when it differs from the UK's, with the weekday when the day differs", () => {
    expect(visitorClock("2027-01-12T10:00:00.000Z", "Europe/London")).toBeUndefined();
    expect(visitorClock("2027-01-12T10:00:00.000Z", "Africa/Abidjan")).toBeUndefined(); // UTC = GMT
    expect(visitorClock("2027-01-12T10:00:00.000Z", "America/New_York")).toBe("05:00");
    expect(visitorClock("2027-07-13T09:00:00.000Z", "America/New_York")).toBe("05:00"); // BST and EDT
    expect(visitorClock("2027-01-12T16:00:00.000Z", "Australia/Sydney")).toBe("03:00 Wed");
    expect(visitorClock("2027-01-12T10:00:00.000Z", "Not/AZone")).toBeUndefined();
  });

  it("follows the weeks when the US and UK clocks change on different days", () => {
    // 15 March 2027: New York is on summer time (-4), London still on GMT: a four-hour gap.
    expect(visitorClock("2027-03-15T14:00:00.000Z", "America/New_York")).toBe("10:00");
    expect(visitorClock("2027-04-05T13:00:00.000Z", "America/New_York")).toBe("09:00");
  });
});
