import { describe, expect, it } from "vitest";
import { phoneIn } from "./phone";

describe("a UK telephone number in a message", () => {
  it.each([
    ["Call me on 07700 900123 after two.", "07700 900123", "tel:+447700900123"],
    ["Office: 01632 960123", "01632 960123", "tel:+441632960123"],
    ["+44 (0)1632 960456 any time", "+44 (0)1632 960456", "tel:+441632960456"],
    ["+447700900789", "+447700900789", "tel:+447700900789"],
    ["ring 0117-496-0123", "0117-496-0123", "tel:+441174960123"],
  ])("is found in %j", (text, display, href) => {
    expect(phoneIn(text)).toEqual({ display, href });
  });

  it.each(["We have 120000 users and 2024 budgets.", "Order 0123 45", "Reference 012345678901234", ""])(
    "is not made up from %j",
    (text) => {
      expect(phoneIn(text)).toBeUndefined();
    },
  );
});
