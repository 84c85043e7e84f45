import { describe, expect, it } from "vitest";
import { formatUkDate, readUkDate, readUkDates, ukDateLines } from "./uk-dates";

describe("a date as people in the UK write it", () => {
  it.each([
    ["24/12/2026", "2026-12-24"],
    ["24/12/26", "2026-12-24"],
    ["24.12.2026", "2026-12-24"],
    ["24-12-2026", "2026-12-24"],
    ["24 Dec 2026", "2026-12-24"],
    ["24 December 2026", "2026-12-24"],
    ["24th December 2026", "2026-12-24"],
    ["24-Dec-26", "2026-12-24"],
    ["Thu 24 Dec 2026", "2026-12-24"],
    ["Thursday, 24 December 2026", "2026-12-24"],
    ["December 24, 2026", "2026-12-24"],
    ["2026-12-24", "2026-12-24"],
    ["3 Sept 2027", "2027-09-03"],
    ["29/02/2028", "2028-02-29"],
  ])("reads %s", (written, date) => {
    expect(readUkDate(written)).toEqual({ date });
  });

  it("reads numbers day first, always: 01/02 is the 1st of February, and 12/24 no date at all", () => {
    expect(readUkDate("01/02/2027")).toEqual({ date: "2027-02-01" });
    expect(readUkDate("1/2/27")).toEqual({ date: "2027-02-01" });
    expect(readUkDate("12/24/2026")).toEqual({ problem: "impossible" });
  });

  it.each([
    ["31/02/2027", "impossible"],
    ["29/02/2027", "impossible"],
    ["31 Apr 2027", "impossible"],
    ["00/01/2027", "impossible"],
    ["24/13/2026", "impossible"],
    ["24/12/1999", "outOfRange"],
    ["24/12/2100", "outOfRange"],
    ["24 Dec", "unreadable"],
    ["next Tuesday", "unreadable"],
    ["24 Decembre 2026", "unreadable"],
    ["", "unreadable"],
  ])("refuses %s (%s)", (written, problem) => {
    expect(readUkDate(written)).toEqual({ problem });
  });

  it("refuses a weekday that is not the date's, naming the right one", () => {
    expect(readUkDate("Fri 24 Dec 2026")).toEqual({ problem: "weekday", weekday: "Thursday" });
  });
});

describe("the blocked dates, one a line", () => {
  it("reads dates and ranges, sorted and each once, and names each line it cannot read", () => {
    const read = readUkDates(
      [
        "24/12/2026-01/01/2027",
        "",
        "  25 Dec 2026  ",
        "2027-08-03, 2027-08-04",
        "31/02/2027",
        "soon",
        "02/01/2027 - 01/01/2027",
        "Thu 1 Apr 2027 to Sat 3 Apr 2027",
        "Thu 1 Apr 2027 to Sun 3 Apr 2027",
        "01/01/2027 - 01/01/2029",
      ].join("\n"),
    );
    expect(read.dates).toEqual([
      "2026-12-24",
      "2026-12-25",
      "2026-12-26",
      "2026-12-27",
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-04-01",
      "2027-04-02",
      "2027-04-03",
      "2027-08-03",
      "2027-08-04",
    ]);
    expect(read.errors).toEqual([
      { line: 5, text: "31/02/2027", problem: "impossible" },
      { line: 6, text: "soon", problem: "unreadable" },
      { line: 7, text: "02/01/2027 - 01/01/2027", problem: "backwards" },
      { line: 9, text: "Thu 1 Apr 2027 to Sun 3 Apr 2027", problem: "weekday", weekday: "Saturday" },
      { line: 10, text: "01/01/2027 - 01/01/2029", problem: "tooLong" },
    ]);
  });

  it("shows them back in UK form, three days or more in a row as a range, which reads back the same", () => {
    const dates = ["2026-12-24", "2026-12-25", "2026-12-26", "2027-01-05", "2027-01-06", "2027-03-01"];
    const shown = ukDateLines(dates);
    expect(shown).toBe(
      ["Thu 24 Dec 2026 - Sat 26 Dec 2026", "Tue 5 Jan 2027", "Wed 6 Jan 2027", "Mon 1 Mar 2027"].join("\n"),
    );
    expect(readUkDates(shown)).toEqual({ dates, errors: [] });
    expect(formatUkDate("2027-02-01")).toBe("Mon 1 Feb 2027");
  });

  it("stops reading once there are more dates than may be kept, and reads no line longer than a range", () => {
    const years = Array.from(
      { length: 5000 },
      (_, i) => `01/01/${2030 + (i % 60)} - 31/12/${2030 + (i % 60)}`,
    );
    const read = readUkDates(years.join("\n"), 400);
    expect(read.dates).toHaveLength(730); // two years: then reading stops
    expect(readUkDates(`24/12/2026 ${"-".repeat(200)}`).errors).toEqual([
      { line: 1, text: `24/12/2026 ${"-".repeat(200)}`, problem: "unreadable" },
    ]);
  });
});
