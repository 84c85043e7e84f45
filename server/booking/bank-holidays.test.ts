import { describe, expect, it } from "vitest";
import { bankHolidays, isBankHoliday } from "./bank-holidays";

/** gov.uk/bank-holidays, England and Wales, written here as data to hold the library to. */
const GOV_UK_ENGLAND_AND_WALES: Record<number, string[]> = {
  2026: [
    "2026-01-01", // New Year's Day
    "2026-04-03", // Good Friday
    "2026-04-06", // Easter Monday
    "2026-05-04", // Early May bank holiday
    "2026-05-25", // Spring bank holiday
    "2026-08-31", // Summer bank holiday
    "2026-12-25", // Christmas Day
    "2026-12-28", // Boxing Day (substitute day)
  ],
  2027: [
    "2027-01-01",
    "2027-03-26",
    "2027-03-29",
    "2027-05-03",
    "2027-05-31",
    "2027-08-30",
    "2027-12-27", // Christmas Day (substitute day)
    "2027-12-28", // Boxing Day (substitute day)
  ],
  2028: [
    "2028-01-03", // New Year's Day (substitute day)
    "2028-04-14",
    "2028-04-17",
    "2028-05-01",
    "2028-05-29",
    "2028-08-28",
    "2028-12-25",
    "2028-12-26",
  ],
  // One-off holidays and a moved one: the Platinum Jubilee (spring holiday moved to 2 June),
  // the State Funeral, the Coronation.
  2022: [
    "2022-01-03",
    "2022-04-15",
    "2022-04-18",
    "2022-05-02",
    "2022-06-02",
    "2022-06-03",
    "2022-08-29",
    "2022-09-19",
    "2022-12-26",
    "2022-12-27",
  ],
  2023: [
    "2023-01-02",
    "2023-04-07",
    "2023-04-10",
    "2023-05-01",
    "2023-05-08",
    "2023-05-29",
    "2023-08-28",
    "2023-12-25",
    "2023-12-26",
  ],
};

describe("England and Wales bank holidays", () => {
  for (const [year, days] of Object.entries(GOV_UK_ENGLAND_AND_WALES)) {
    it(`are gov.uk's list for ${year}, substitute days included and weekends left out`, () => {
      expect([...bankHolidays(Number(year))].sort()).toEqual(days);
    });
  }

  it("are answered by day, whatever the host's time zone", () => {
    expect(isBankHoliday("2027-12-27")).toBe(true);
    expect(isBankHoliday("2027-12-25")).toBe(false); // a Saturday: its substitute is the Monday
    expect(isBankHoliday("2027-12-29")).toBe(false);
    expect(isBankHoliday("2026-08-31")).toBe(true);
  });
});
