import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addDays, ukDate, ukInstant } from "../../server/booking/time";
import { confirmedSession } from "../support/accounts";
import { type App, startApp, textOf } from "../support/app-server";
import { type SiteBookings, seedBooking, siteBookings, visitorBooking } from "../support/bookings";
import { calendarOf, weeklyReview } from "../support/busy-calendars";
import { readCalendar } from "../support/calendar-files";
import { describeEachDatabase } from "../support/databases";
import { startSmtpSink } from "../support/smtp-sink";

const OWNER = "owner@example.co.uk";
const HOUR = 3_600_000;

/**
 * The owner's side of booking a call, from outside: the bookings page, a call's page and its
 * actions, the settings form (checked by the settings schema), the busy calendar's state and
 * the private calendar feed, over HTTP as the owner's browser sends them.
 */
describeEachDatabase("the owner's bookings on $name", (database) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let calendar: Server;
  let calendarFails = false;
  let app: App;
  let site: SiteBookings;
  let owner: string;

  beforeAll(async () => {
    calendar = createServer((_, res) => {
      if (calendarFails) return void res.writeHead(503).end();
      res.writeHead(200, { "Content-Type": "text/calendar" });
      res.end(calendarOf(weeklyReview));
    });
    await new Promise<void>((resolve) => calendar.listen(0, "127.0.0.1", resolve));
    const env = {
      BOOKING_BUSY_ICS_URL: `http://127.0.0.1:${(calendar.address() as AddressInfo).port}/owner.ics`,
    };
    sink = await startSmtpSink();
    const url = await database.url();
    app = await startApp({
      DATABASE_URL: url,
      SMTP_URL: sink.url,
      TRUST_PROXY: "1",
      ADMIN_EMAILS: OWNER,
      LOG_LEVEL: "info",
      ...env,
    });
    site = await siteBookings(url, env);
    owner = await confirmedSession(app, sink, OWNER);
  });
  afterAll(async () => {
    await app?.close();
    await site?.close();
    await sink?.close();
    calendar?.closeAllConnections();
    calendar?.close();
  });

  const get = (path: string, cookie = owner) =>
    fetch(`${app.base}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
  const post = (path: string, fields: Record<string, string>) => app.submit(path, fields, owner);
  it("lists today's calls and those to come first, then the past; a call is marked held only once it has started", async () => {
    const today = ukDate(Date.now());
    const past = await seedBooking(site.db, {
      start: ukInstant(addDays(today, -3), "10:00")!,
      name: "Pascoe Earlier",
      email: "pascoe@example.co.uk",
    });
    await seedBooking(site.db, {
      start: ukInstant(today, "12:30")!,
      name: "Tamsin Today",
      email: "tamsin@example.co.uk",
      company: "Today Ltd",
    });
    const [start] = await site.freeStarts();
    const ahead = await site.bookings.book(visitorBooking("kerensa@example.co.uk", start!));
    if (ahead.status !== "booked") throw new Error(ahead.status);

    const page = await textOf(await get("/admin/bookings"));
    const order = [
      "Today",
      "Tamsin Today, Today Ltd",
      "Upcoming",
      "Morwenna Tregear, Tregear Farms",
      "Past",
      "Pascoe Earlier",
    ];
    const positions = order.map((text) => page.indexOf(text));
    expect(
      positions.every((at) => at >= 0),
      `${order} in ${page}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(page).toMatch(/\w{3} \d{1,2} \w{3} \d{4}, 12:30 (GMT|BST)/);

    // The call's page: the time with its zone, how, the phone to call.
    const call = await (await get(`/admin/leads/booking/${ahead.booking.id}`)).text();
    expect(call).toMatch(/\d{2}:\d{2} to \d{2}:\d{2} (GMT|BST)/);
    expect(call).toContain("Phone call");
    expect(call).toContain('href="tel:+441632960555"');
    expect(call).not.toContain(ahead.booking.manage_key);

    // Held or no-show: not before the call, and once it has been.
    expect(
      (await post(`/admin/leads/booking/${ahead.booking.id}`, { intent: "outcome", outcome: "held" })).status,
    ).toBe(409);
    expect((await post(`/admin/leads/booking/${past}`, { intent: "outcome", outcome: "paid" })).status).toBe(
      404,
    );
    const marked = await post(`/admin/leads/booking/${past}`, { intent: "outcome", outcome: "no_show" });
    expect(marked.status).toBe(200);
    expect((await site.bookings.find(past))?.status).toBe("no_show");
    // Cancelling a call that has been is refused: it has an outcome instead.
    expect((await post(`/admin/leads/booking/${past}`, { intent: "cancel", note: "" })).status).toBe(409);
    const audit = await site.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("target", "=", `booking:${past}`)
      .execute();
    expect(audit).toEqual([{ action: "booking.outcome", detail: "no_show" }]);
  });

  it("shows bookings in the inbox second, in the CSV with phone and time, and in the sources", async () => {
    const inbox = await textOf(await get("/admin"));
    expect(inbox).toMatch(/Leads All Enquiries Bookings Resource requests Subscriptions/);
    expect(inbox).toMatch(
      /Booking · .*Call \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2} (GMT|BST) · Backups for the farm shop/,
    );
    expect(await textOf(await get("/admin?type=booking"))).toContain("Morwenna Tregear");
    const csv = await (await get("/admin/export.csv?type=booking")).text();
    expect(csv).toContain('"Message or resource","Phone","Call at"');
    expect(csv).toMatch(
      /"booking",.*"Morwenna Tregear","Tregear Farms","kerensa@example.co.uk","","Backups for the farm shop","01632 960555","\d{4}-\d{2}-\d{2}T[\d:.]+Z","\/book"/,
    );
    expect(await textOf(await get("/admin/sources"))).toMatch(/\d+ bookings/);
  });

  it("saves settings that pass the schema and shows its errors at the fields, saving nothing", async () => {
    const form = {
      intent: "settings",
      "weeklyHours.monday": "09:00-12:30, 13:30-17:00",
      "weeklyHours.tuesday": "9:00-17:00",
      "weeklyHours.wednesday": "",
      "weeklyHours.thursday": "09:00-17:00",
      "weeklyHours.friday": "09:00-13:00",
      "weeklyHours.saturday": "",
      "weeklyHours.sunday": "",
      blockedDates: "2027-12-29\n2027-12-30",
      bufferMinutes: "30",
      minimumNoticeHours: "48",
      horizonDays: "21",
    };
    const bad = await post("/admin/bookings/settings", {
      ...form,
      "weeklyHours.monday": "09:00-12:45",
      "weeklyHours.friday": "13:00-09:00",
      blockedDates: "2027-02-30",
      bufferMinutes: "20",
      horizonDays: "",
    });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Nothing was saved: correct the fields marked below.");
    for (const [id, message] of [
      ["hours-monday", "Use a time on the hour or half hour, such as 09:00 or 17:30"],
      ["hours-friday", "Each range must end after it starts"],
      ["blocked-dates", "Line 1 (&quot;2027-02-30&quot;) is not a real date."],
      ["buffer", "The gap between calls must be 0 to 120 minutes, in steps of 15"],
      ["horizon", "Bookings can open 1 to 91 days ahead"],
    ] as const) {
      expect(html).toMatch(
        new RegExp(`id="${id}-error"[^>]*>${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</p>`),
      );
      expect(html).toMatch(
        new RegExp(`id="${id}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="${id}"`),
      );
    }
    // What was typed comes back, so nothing is lost without JavaScript.
    expect(html).toContain('value="09:00-12:45"');
    expect((await site.db.selectFrom("booking_settings").selectAll().execute()).length).toBe(0);

    const good = await post("/admin/bookings/settings", form);
    expect(good.status).toBe(200);
    expect(await good.text()).toContain("Saved.");
    const saved = JSON.parse(
      (await site.db.selectFrom("booking_settings").select("value").executeTakeFirstOrThrow()).value,
    );
    expect(saved).toMatchObject({
      weeklyHours: {
        monday: [
          { start: "09:00", end: "12:30" },
          { start: "13:30", end: "17:00" },
        ],
        tuesday: [{ start: "09:00", end: "17:00" }],
        wednesday: [],
      },
      blockedDates: ["2027-12-29", "2027-12-30"],
      bufferMinutes: 30,
      minimumNoticeHours: 48,
      horizonDays: 21,
    });
    // The visitors' free times follow at once: nothing on a Wednesday, nothing beyond 21 days.
    const { slots } = await site.availability.slots({ from: ukDate(Date.now()), days: 40 });
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((slot) => new Date(slot.start).getUTCDay() !== 3)).toBe(true);
    expect(Math.max(...slots.map((slot) => Date.parse(slot.end)))).toBeLessThanOrEqual(
      Date.now() + 22 * 24 * HOUR,
    );
    const audit = await site.db
      .selectFrom("audit_log")
      .select(["actor", "action"])
      .where("action", "=", "booking.settings")
      .execute();
    expect(audit).toEqual([{ actor: OWNER, action: "booking.settings" }]);
    // The settings page shows them as saved.
    expect(await (await get("/admin/bookings/settings")).text()).toContain(
      'value="09:00-12:30, 13:30-17:00"',
    );
  });

  it("sets how a video call's link is made: the owner's one meeting room goes to the next video call", async () => {
    const page = await (
      await fetch(`${app.base}/admin/bookings/settings`, { headers: { Cookie: owner } })
    ).text();
    expect(page).toContain('value="https://meet.jit.si"');
    const fields = Object.fromEntries(
      [...page.matchAll(/<(?:input|textarea)[^>]*name="([^"]+)"[^>]*>/g)].map(([tag, name]) => [
        name!,
        /value="([^"]*)"/.exec(tag)?.[1] ?? "",
      ]),
    );
    const room = "https://teams.microsoft.com/l/meetup-join/kernow-room";
    const refused = await post("/admin/bookings/settings", {
      ...fields,
      intent: "settings",
      bufferMinutes: "15",
      "videoLinks.kind": "room",
      "videoLinks.room": "",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(
      "Give the meeting room&#x27;s address, or choose a room for each call",
    );
    const saved = await post("/admin/bookings/settings", {
      ...fields,
      intent: "settings",
      bufferMinutes: "15",
      "videoLinks.kind": "room",
      "videoLinks.room": room,
    });
    expect(saved.status).toBe(200);
    const [start] = await site.freeStarts(5);
    const booked = await site.bookings.book({
      ...visitorBooking("room@example.co.uk", start!),
      callKind: "video",
    });
    expect(booked).toMatchObject({ status: "booked", booking: { video_link: room } });
    if (booked.status === "booked") await site.bookings.cancel(booked.booking.id, "owner");
  });

  it("shows the busy calendar's age, and warns with the last error when a refresh fails", async () => {
    // The site fetched the calendar when it started.
    await expect
      .poll(async () => textOf(await get("/admin/bookings/settings")), { timeout: 10_000 })
      .toMatch(
        /Your busy calendar Read (less than a minute|\d+ minutes?) ago: times it shows as busy are not offered\./,
      );
    expect(await textOf(await get("/admin/bookings"))).not.toContain("Your busy calendar");
    calendarFails = true;
    expect(await site.busyCalendar.refresh()).toBe("failed");
    const warning = await (await get("/admin/bookings")).text();
    expect(warning).toContain('role="alert"');
    expect(warning).toContain("The last refresh failed. The copy read");
    expect(warning).toContain("Last error: the calendar&#x27;s server answered 503");
    calendarFails = false;
  });

  it("serves the private feed at its secret address, and a replaced address stops working at once", async () => {
    const [, , start] = await site.freeStarts(4);
    await seedBooking(site.db, {
      start: start!,
      name: "Cadan Cancelled",
      email: "cadan@example.co.uk",
      status: "cancelled",
    });
    const settings = await (await get("/admin/bookings/settings")).text();
    const address = settings.match(/id="feed-url"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*id="feed-url"/);
    const feedPath = new URL((address?.[1] ?? address?.[2])!).pathname;
    expect(feedPath).toMatch(/^\/book\/feed\/[\w-]{32}\.ics$/);

    const feed = await fetch(`${app.base}${feedPath}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const events = readCalendar(await feed.text()).events;
    expect(events.map((event) => event.summary)).toContain("Call: Morwenna Tregear (Tregear Farms)");
    expect(events.find((event) => event.summary === "Call: Morwenna Tregear (Tregear Farms)")?.url).toMatch(
      /\/admin\/leads\/booking\/[0-9a-f-]{36}$/,
    );
    // Only calls to come that stand: not past ones, not cancelled ones.
    expect(events.some((event) => event.summary?.includes("Pascoe"))).toBe(false);
    expect(events.some((event) => event.summary?.includes("Cadan Cancelled"))).toBe(false);

    // The feed follows every change at once (it is written again when its calls change).
    const morwenna = (await site.bookings.upcoming()).find((call) => call.name === "Morwenna Tregear")!;
    await site.bookings.cancel(morwenna.id, "visitor");
    const after = readCalendar(await (await fetch(`${app.base}${feedPath}`)).text()).events;
    expect(after.map((event) => event.summary)).not.toContain("Call: Morwenna Tregear (Tregear Farms)");
    expect(after).toHaveLength(events.length - 1);

    const notFound = await (await fetch(`${app.base}/no-such-page`)).text();
    for (const wrong of [
      feedPath.replace(/[\w-](?=\.ics$)/, (c) => (c === "a" ? "b" : "a")),
      "/book/feed/x.ics",
      "/book/feed/",
    ]) {
      const answer = await fetch(`${app.base}${wrong}`);
      expect(answer.status, wrong).toBe(404);
      expect(await answer.text()).toBe(notFound);
    }

    const replaced = await post("/admin/bookings/settings", { intent: "feed" });
    expect(replaced.status).toBe(200);
    const html = await replaced.text();
    expect(html).toContain("A new address is ready: the old one no longer works.");
    expect((await fetch(`${app.base}${feedPath}`)).status).toBe(404);
    const next = html.match(/id="feed-url"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*id="feed-url"/);
    expect((await fetch(`${app.base}${new URL((next?.[1] ?? next?.[2])!).pathname}`)).status).toBe(200);
    const audit = await site.db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "=", "booking.feed-replaced")
      .execute();
    expect(audit).toHaveLength(1);
    // The log never holds the feed's secret (docs/decisions/029): its requests are there, pseudonymous.
    const token = feedPath.slice("/book/feed/".length, -".ics".length);
    expect(app.log.some((line) => line.includes('"url":"/book/feed/~'))).toBe(true);
    expect(app.log.join("\n")).not.toContain(token);
    // Nobody else reaches the owner's pages.
    for (const path of ["/admin/bookings", "/admin/bookings/settings"])
      expect((await get(path, "")).status).toBe(404);
  });
});
