import { expect, it } from "vitest";
import { formatReplyBy } from "./reply-by";

it("a reply's deadline reads as a person promises it, on the UK's clock", () => {
  // Received on Friday 27 November 2026 (GMT).
  const friday = "2026-11-27T10:07:00.000Z";
  expect(formatReplyBy("2026-11-27T17:30:00.000Z", "2026-11-27T08:00:00.000Z")).toBe("by 17:30 today");
  expect(formatReplyBy("2026-11-28T10:30:00.000Z", "2026-11-27T10:07:00.000Z")).toBe("by 10:30 tomorrow");
  expect(formatReplyBy("2026-11-30T10:30:00.000Z", friday)).toBe("by 10:30 on Monday");
  expect(formatReplyBy("2026-11-30T10:30:00.000Z", friday, { dated: true })).toBe(
    "by 10:30 on Monday 30 November",
  );
  // More than six days away (over Christmas), the date says which Monday.
  expect(formatReplyBy("2027-01-04T12:00:00.000Z", "2026-12-24T12:00:00.000Z")).toBe(
    "by 12:00 on Monday 4 January",
  );
  // In summer, the UK's clock is an hour ahead, and just after 23:00 UTC is already tomorrow there.
  expect(formatReplyBy("2027-06-01T08:30:00.000Z", "2027-05-31T23:10:00.000Z")).toBe("by 09:30 today");
});
