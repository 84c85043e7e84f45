import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { weekdays } from "../../app/content/booking";
import { ukDate } from "../../server/booking/time";
import { textOf } from "../support/app-server";
import { calendarOf, weeklyReview } from "../support/busy-calendars";
import { describeEachDatabase } from "../support/databases";
import { ownerSite } from "../support/owner-site";

/**
 * The owner's busy calendar and blocked dates in the back office, over HTTP as the owner's
 * browser posts them without JavaScript: the calendar's secret address pasted, checked, read once
 * and kept secret (never shown whole again, never fetched inside our own network unless
 * BOOKING_BUSY_ICS_URL points there), and blocked dates written the way people in the UK write them.
 */
describeEachDatabase("the owner's busy calendar and blocked dates on $name", (database) => {
  let calendar: Server;
  let origin: string;
  const fetched: string[] = [];

  beforeAll(async () => {
    calendar = createServer((req, res) => {
      fetched.push(req.url ?? "");
      if (req.url === "/missing.ics") return void res.writeHead(404).end();
      res.writeHead(200, { "Content-Type": "text/calendar" });
      res.end(calendarOf(req.url === "/owner.ics" ? weeklyReview : weeklyReview.slice(0, 1)));
    });
    await new Promise<void>((resolve) => calendar.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(calendar.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    calendar?.closeAllConnections();
    calendar?.close();
  });
  const site = ownerSite(database, () => ({ BOOKING_BUSY_ICS_URL: `${origin}/owner.ics` }));

  const settingsPage = async () =>
    textOf(await fetch(`${site.app.base}/admin/bookings/settings`, { headers: { Cookie: site.cookie } }));
  const post = (fields: Record<string, string>) =>
    site.app.submit("/admin/bookings/settings", fields, site.cookie);
  const saveAddress = (address: string) => post({ intent: "calendar", address });
  const saved = async () =>
    (
      await site.booking.db
        .selectFrom("app_secrets")
        .select("value")
        .where("name", "=", "booking-busy-calendar")
        .executeTakeFirst()
    )?.value;

  it("reads a pasted address once and keeps it secret; refuses one it cannot read or must not fetch, saving nothing", async () => {
    // The server's address first, masked like any other.
    expect(await settingsPage()).toContain(
      `In use: ${origin}/owner.ics , set on the server (BOOKING_BUSY_ICS_URL)`,
    );

    const secret = `${origin}/calendar/ical/owner%40example.co.uk/private-0f1e2d3c4b5a69788796a5b4c3d2e1f0/basic.ics`;
    const answer = await saveAddress(secret);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).not.toContain("private-0f1e2d3c4b5a");
    const text = await textOf(new Response(html));
    expect(text).toContain("Saved: your calendar was read, and its busy times are no longer offered.");
    expect(text).toContain(
      "Your busy calendar Read less than a minute ago: times it shows as busy are not offered. 1 event.",
    );
    expect(text).toContain(`In use: ${origin}/…/basic.ics , saved here.`);
    expect(await settingsPage()).not.toContain("private-0f1e2d3c4b5a");
    expect(fetched.at(-1)).toBe(new URL(secret).pathname);
    expect(await saved()).toBe(secret);
    // The running site uses it: the other instance (the test's) reads the same copy.
    await site.booking.busyCalendar.load();
    expect((await site.booking.busyCalendar.status()).events).toBe(1);

    for (const [address, message] of [
      [
        `${origin}/missing.ics`,
        "Nothing was saved: your calendar could not be read at that address (the calendar's server answered 404).",
      ],
      // Inside our own network, but not where BOOKING_BUSY_ICS_URL points: never fetched.
      ["http://169.254.169.254/latest/meta-data/", "it points inside our own network"],
      [origin.replace("127.0.0.1", "localhost"), "it points inside our own network"],
      ["http://127.0.0.1:9/owner.ics", "it points inside our own network"],
      ["ftp://calendar.example.co.uk/owner.ics", "Use the address that starts with https:// or webcal://"],
      ["https://owner:hunter22@calendar.example.co.uk/owner.ics", "Leave the user name and password out"],
      ["", "Paste your calendar's secret address"],
    ] as const) {
      const before = fetched.length;
      const refused = await saveAddress(address);
      expect(refused.status, address).toBe(400);
      const html = await refused.text();
      expect(await textOf(new Response(html)), address).toContain(message);
      expect(html, address).toMatch(
        /id="calendar-address"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="calendar-address"/,
      );
      // The page opens at the field to fix (without JavaScript it would open at its top).
      expect(html, address).toMatch(
        /<input[^>]*id="calendar-address"[^>]*autofocus=""|<input[^>]*autofocus=""[^>]*id="calendar-address"/,
      );
      expect(html, address).not.toContain("hunter22");
      if (!address.includes("missing")) expect(fetched.length, address).toBe(before);
    }
    expect(await saved()).toBe(secret);

    const removed = await post({ intent: "calendar-remove" });
    expect(await textOf(removed)).toContain("Removed.");
    expect(await saved()).toBeUndefined();
    expect(fetched.at(-1)).toBe("/owner.ics");
    expect(await settingsPage()).toContain("set on the server (BOOKING_BUSY_ICS_URL)");
    const audit = await site.booking.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("action", "like", "booking.busy-calendar%")
      .execute();
    expect(audit).toEqual([
      { action: "booking.busy-calendar", detail: `${origin}/…/basic.ics` },
      { action: "booking.busy-calendar-removed", detail: null },
    ]);
  });

  it("takes blocked dates as people in the UK write them, names a line it cannot read, and shows them back in UK form", async () => {
    const year = Number(ukDate(Date.now()).slice(0, 4)) + 1;
    const form = {
      intent: "settings",
      ...Object.fromEntries(weekdays.map(({ key }, i) => [`weeklyHours.${key}`, i < 5 ? "09:00-17:00" : ""])),
      bufferMinutes: "15",
      minimumNoticeHours: "24",
      horizonDays: "28",
    };
    const refused = await post({
      ...form,
      blockedDates: `24/12/${year} - 26/12/${year}\n31/02/${year}\n01/02/${year}`,
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(`Line 2 (&quot;31/02/${year}&quot;) is not a real date.`);
    // What was typed comes back as typed.
    expect(html).toContain(`24/12/${year} - 26/12/${year}\n31/02/${year}`);
    expect(await site.booking.db.selectFrom("booking_settings").selectAll().execute()).toEqual([]);

    const good = await post({
      ...form,
      blockedDates: `24/12/${year} - 26/12/${year}\n01/02/${String(year).slice(2)}`,
      addBlockedDate: `${year}-03-01`,
    });
    expect(good.status).toBe(200);
    const { value } = await site.booking.db
      .selectFrom("booking_settings")
      .select("value")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(value).blockedDates).toEqual([
      `${year}-02-01`,
      `${year}-03-01`,
      `${year}-12-24`,
      `${year}-12-25`,
      `${year}-12-26`,
    ]);
    // Day first, always, and shown back as a person reads it.
    const page = await (
      await fetch(`${site.app.base}/admin/bookings/settings`, { headers: { Cookie: site.cookie } })
    ).text();
    expect(page).toMatch(
      new RegExp(
        `>\\w{3} 1 Feb ${year}\\n\\w{3} 1 Mar ${year}\\n\\w{3} 24 Dec ${year} - \\w{3} 26 Dec ${year}</textarea>`,
      ),
    );
  });
});
