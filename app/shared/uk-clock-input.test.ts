import { describe, expect, it } from "vitest";
import { readUkClock, toUkClock } from "./uk-clock-input";

describe("a time written on the UK clock", () => {
  it("is one instant in winter (GMT) and in summer (BST)", () => {
    expect(readUkClock("2026-12-01T09:30")).toEqual({ kind: "instant", at: Date.UTC(2026, 11, 1, 9, 30) });
    expect(readUkClock("2027-06-08T11:00")).toEqual({ kind: "instant", at: Date.UTC(2027, 5, 8, 10, 0) });
    expect(toUkClock(Date.UTC(2027, 5, 8, 10, 0))).toBe("2027-06-08T11:00");
  });

  it("does not exist when the clocks go forward, and happens twice when they go back", () => {
    expect(readUkClock("2027-03-28T01:30")).toEqual({ kind: "skipped" });
    expect(readUkClock("2027-03-28T00:59").kind).toBe("instant");
    expect(readUkClock("2027-03-28T02:00")).toEqual({ kind: "instant", at: Date.UTC(2027, 2, 28, 1, 0) });
    expect(readUkClock("2026-10-25T01:30")).toEqual({ kind: "twice" });
    expect(readUkClock("2026-10-25T02:00")).toEqual({ kind: "instant", at: Date.UTC(2026, 9, 25, 2, 0) });
  });

  it("is unreadable when it is not a date and a time, or names one that does not exist", () => {
    for (const text of [
      "",
      "tomorrow",
      "2026-02-30T09:00",
      "2026-12-01T25:00",
      "2026-12-01",
      "9999-99-99T00:00",
    ])
      expect(readUkClock(text)).toEqual({ kind: "unreadable" });
    expect(readUkClock("9999-12-31T23:59").kind).toBe("instant"); // readable: too far is the form's rule
  });
});
