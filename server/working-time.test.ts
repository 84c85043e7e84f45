import { describe, expect, it } from "vitest";
import { addWorkingTime, isWorkingTime, replyDeadline, workingDayMs } from "./working-time";

const at = (iso: string) => Date.parse(iso);
/** The deadline of a lead received at a UTC instant, as a UTC instant. */
const deadline = (receivedUtc: string) => new Date(replyDeadline(at(receivedUtc))).toISOString();

describe("working time: Monday to Friday, 09:00 to 17:30 UK time, bank holidays out", () => {
  it("a working day is eight and a half hours", () => {
    expect(workingDayMs()).toBe(8.5 * 3_600_000);
  });

  it.each([
    ["2026-11-30T09:00:00Z", true, "Monday at opening"],
    ["2026-11-30T17:29:59Z", true, "Monday just before closing"],
    ["2026-11-30T17:30:00Z", false, "Monday at closing"],
    ["2026-11-30T08:59:59Z", false, "Monday before opening"],
    ["2026-11-28T12:00:00Z", false, "a Saturday"],
    ["2026-12-25T12:00:00Z", false, "Christmas Day"],
    ["2026-12-28T12:00:00Z", false, "the Monday standing for Boxing Day"],
    ["2027-03-29T11:00:00Z", false, "Easter Monday"],
    ["2027-06-01T08:30:00Z", true, "09:30 in summer (BST) is 08:30 UTC"],
    ["2027-06-01T16:45:00Z", false, "17:45 in summer"],
  ])("%s is working time: %s (%s)", (instant, working) => {
    expect(isWorkingTime(at(instant))).toBe(working);
  });

  it("counts from the next opening when time is added outside working hours", () => {
    expect(new Date(addWorkingTime(at("2026-11-28T05:13:00Z"), 0)).toISOString()).toBe(
      "2026-11-30T09:00:00.000Z",
    );
    expect(new Date(addWorkingTime(at("2026-11-30T17:30:00Z"), 60_000)).toISOString()).toBe(
      "2026-12-01T09:01:00.000Z",
    );
  });
});

describe("the reply deadline of a lead: one working day after it arrives, rounded up to the half hour", () => {
  it.each([
    // Ordinary weeks (GMT: UK time is UTC).
    [
      "Monday 10:07: the same time on Tuesday, rounded up",
      "2026-11-30T10:07:00Z",
      "2026-12-01T10:30:00.000Z",
    ],
    ["Monday 10:00:00.001: the next half hour", "2026-11-30T10:00:00.001Z", "2026-12-01T10:30:00.000Z"],
    ["Monday at opening: closing the same day", "2026-11-30T09:00:00Z", "2026-11-30T17:30:00.000Z"],
    ["Monday before opening: closing the same day", "2026-11-30T07:00:00Z", "2026-11-30T17:30:00.000Z"],
    ["Monday at closing: closing on Tuesday", "2026-11-30T17:30:00Z", "2026-12-01T17:30:00.000Z"],
    ["Monday evening: closing on Tuesday", "2026-11-30T21:45:00Z", "2026-12-01T17:30:00.000Z"],
    // Over a weekend.
    ["Friday 12:00: Monday 12:00", "2026-11-27T12:00:00Z", "2026-11-30T12:00:00.000Z"],
    ["Friday 17:15: Monday 17:30", "2026-11-27T17:15:00Z", "2026-11-30T17:30:00.000Z"],
    ["Saturday 05:13: Monday 17:30", "2026-11-28T05:13:00Z", "2026-11-30T17:30:00.000Z"],
    ["Sunday 23:59: Monday 17:30", "2026-11-29T23:59:00Z", "2026-11-30T17:30:00.000Z"],
    // The clocks go forward on Sunday 29 March 2026: Friday is GMT, Monday BST (UTC+1).
    [
      "Friday before the spring change, 11:15 GMT: Monday 11:30 BST",
      "2026-03-27T11:15:00Z",
      "2026-03-30T10:30:00.000Z",
    ],
    [
      "Sunday of the spring change, 01:30 UTC: Monday 17:30 BST",
      "2026-03-29T01:30:00Z",
      "2026-03-30T16:30:00.000Z",
    ],
    [
      "Monday after the spring change, 11:15 BST: Tuesday 11:30 BST",
      "2026-03-30T10:15:00Z",
      "2026-03-31T10:30:00.000Z",
    ],
    // The clocks go back on Sunday 25 October 2026: Friday is BST, Monday GMT.
    [
      "Friday before the autumn change, 16:45 BST: Monday 17:00 GMT",
      "2026-10-23T15:45:00Z",
      "2026-10-26T17:00:00.000Z",
    ],
    [
      "the repeated hour of the autumn change: Monday 17:30 GMT",
      "2026-10-25T01:30:00Z",
      "2026-10-26T17:30:00.000Z",
    ],
    [
      "Monday after the autumn change, 10:00 GMT: Tuesday 10:00 GMT",
      "2026-10-26T10:00:00Z",
      "2026-10-27T10:00:00.000Z",
    ],
    // Easter 2027 falls on the spring change: Good Friday 26 March and Easter Monday 29 March out.
    [
      "Maundy Thursday 14:00 GMT: Tuesday after Easter 14:00 BST",
      "2027-03-25T14:00:00Z",
      "2027-03-30T13:00:00.000Z",
    ],
    ["Good Friday: Tuesday after Easter 17:30 BST", "2027-03-26T10:00:00Z", "2027-03-30T16:30:00.000Z"],
    // Christmas and New Year 2026: Friday 25 December, Monday 28 (for Boxing Day) and Friday 1 January out.
    ["Christmas Eve 15:00: Tuesday 29 December 15:00", "2026-12-24T15:00:00Z", "2026-12-29T15:00:00.000Z"],
    ["Christmas Day: Tuesday 29 December 17:30", "2026-12-25T11:00:00Z", "2026-12-29T17:30:00.000Z"],
    ["New Year's Eve 12:00: Monday 4 January 12:00", "2026-12-31T12:00:00Z", "2027-01-04T12:00:00.000Z"],
    // Christmas 2027 on a Saturday: Monday 27 and Tuesday 28 December stand for it and Boxing Day.
    [
      "Christmas Eve 2027 after closing: Wednesday 29 December 17:30",
      "2027-12-24T18:00:00Z",
      "2027-12-29T17:30:00.000Z",
    ],
  ])("%s", (_, received, due) => {
    expect(deadline(received)).toBe(due);
  });
});
