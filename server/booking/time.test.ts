import { describe, expect, it } from "vitest";
import { addDays, isLocalDate, ukDate, ukInstant, ukStartOfDay, ukZoneName, weekdayIndex } from "./time";

const iso = (instant: number | null) => (instant === null ? null : new Date(instant).toISOString());

describe("the UK clock", () => {
  it("turns a UK day and time into an instant through the time zone database", () => {
    expect(iso(ukInstant("2027-03-26", "09:00"))).toBe("2027-03-26T09:00:00.000Z"); // GMT
    expect(iso(ukInstant("2027-03-29", "09:00"))).toBe("2027-03-29T08:00:00.000Z"); // BST
    expect(iso(ukInstant("2027-10-29", "09:00"))).toBe("2027-10-29T08:00:00.000Z");
    expect(iso(ukInstant("2027-11-01", "09:00"))).toBe("2027-11-01T09:00:00.000Z");
    expect(iso(ukInstant("2027-06-08", "24:00"))).toBe("2027-06-08T23:00:00.000Z"); // midnight ending the day
  });

  it("has no 01:30 on the last Sunday of March, and reads October's twice-shown 01:30 as GMT", () => {
    expect(ukInstant("2027-03-28", "01:30")).toBeNull();
    expect(iso(ukInstant("2027-03-28", "02:00"))).toBe("2027-03-28T01:00:00.000Z");
    expect(iso(ukInstant("2027-10-31", "01:30"))).toBe("2027-10-31T01:30:00.000Z");
  });

  it("reads an instant as a UK day, named GMT or BST", () => {
    expect(ukDate(Date.parse("2027-06-08T23:30:00Z"))).toBe("2027-06-09");
    expect(ukDate(Date.parse("2027-12-31T23:30:00Z"))).toBe("2027-12-31");
    expect(iso(ukStartOfDay("2027-06-09"))).toBe("2027-06-08T23:00:00.000Z");
    expect(ukZoneName(Date.parse("2027-03-28T00:59:00Z"))).toBe("GMT");
    expect(ukZoneName(Date.parse("2027-03-28T01:00:00Z"))).toBe("BST");
    expect(ukZoneName(Date.parse("2027-10-31T00:59:00Z"))).toBe("BST");
    expect(ukZoneName(Date.parse("2027-10-31T01:00:00Z"))).toBe("GMT");
  });

  it("counts calendar days and weekdays, and knows a real date", () => {
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(weekdayIndex("2027-06-07")).toBe(0); // Monday
    expect(weekdayIndex("2027-06-13")).toBe(6); // Sunday
    expect(["2027-02-28", "2028-02-29"].every(isLocalDate)).toBe(true);
    expect(["2027-02-29", "2027-13-01", "27-01-01", "2027-1-1", ""].some(isLocalDate)).toBe(false);
  });
});
