import { describe, expect, it } from "vitest";
import { maskCalendarAddress, readCalendarAddress } from "./busy-calendar-address";

const GOOGLE =
  "https://calendar.google.com/calendar/ical/morwenna%40kernow.example/private-8f3c2b1a9e7d6c5b4a3928171605f4e3/basic.ics";

describe("the busy calendar's address pasted in the back office", () => {
  it("takes http(s) and webcal (read as https), trimmed", () => {
    expect(readCalendarAddress(`  ${GOOGLE}\n`)).toEqual({ ok: true, url: GOOGLE });
    expect(readCalendarAddress("webcal://p52-caldav.icloud.com/published/2/MTIzNDU2Nzg5")).toEqual({
      ok: true,
      url: "https://p52-caldav.icloud.com/published/2/MTIzNDU2Nzg5",
    });
    expect(readCalendarAddress("http://calendar.example.co.uk/owner.ics")).toMatchObject({ ok: true });
  });

  it.each([
    ["", "required"],
    ["calendar.google.com/basic.ics", "notAddress"],
    ["ftp://calendar.example.co.uk/owner.ics", "scheme"],
    ["file:///etc/passwd", "scheme"],
    ["javascript:alert(1)", "scheme"],
    [`https://calendar.example.co.uk/${"a".repeat(2000)}.ics`, "tooLong"],
  ])("refuses %s (%s)", (pasted, problem) => {
    expect(readCalendarAddress(pasted)).toMatchObject({ ok: false, problem });
  });

  it("refuses a user name and password in it, and never shows them back", () => {
    const refused = readCalendarAddress("https://owner:s3cret-pass@dav.example.co.uk/cal/owner.ics");
    expect(refused).toEqual({
      ok: false,
      problem: "credentials",
      typed: "https://dav.example.co.uk/cal/owner.ics",
    });
  });
});

describe("the address shown once saved", () => {
  it.each([
    [GOOGLE, "https://calendar.google.com/…/basic.ics"],
    [
      "https://outlook.office365.com/owa/calendar/0f1e2d3c@kernow.example/9a8b7c6d5e4f/calendar.ics",
      "https://outlook.office365.com/…/calendar.ics",
    ],
    ["https://p52-caldav.icloud.com/published/2/MTIzNDU2Nzg5YWJjZGVm", "https://p52-caldav.icloud.com/…"],
    [
      "https://cloud.example.co.uk/remote.php/dav/public-calendars/x7Yz9?export",
      "https://cloud.example.co.uk/…",
    ],
    ["https://cal.example.co.uk/owner.ics?token=0123456789abcdef", "https://cal.example.co.uk/…/owner.ics"],
    ["https://cal.example.co.uk/private-0123456789abcdef.ics", "https://cal.example.co.uk/…"],
    ["http://127.0.0.1:8080/owner.ics", "http://127.0.0.1:8080/owner.ics"],
  ])("masks the secret of %s", (address, shown) => {
    expect(maskCalendarAddress(address)).toBe(shown);
  });
});
