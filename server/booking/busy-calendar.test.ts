import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { calendarOf, weeklyReview } from "../../tests/support/busy-calendars";
import { describeEachDatabase } from "../../tests/support/databases";
import { type DB, migrate, openDatabase } from "../db";
import { createLogger } from "../logger";
import { createBusyCalendar } from "./busy-calendar";
import { saveCalendarAddress } from "./busy-calendar-address";

/** The owner's calendar service, as the test makes it answer. */
type Answer = { status: number; body: string } | "hang";

const NOW = Date.parse("2027-03-20T12:00:00Z");
const good = calendarOf(weeklyReview);
const moved = calendarOf([`UID:other\nDTSTART:20270325T150000Z\nDTEND:20270325T160000Z`]);
const shown = (intervals: readonly { start: number; end: number }[]) =>
  intervals.slice(0, 3).map(({ start }) => new Date(start).toISOString());

describeEachDatabase("the owner's busy calendar on $name", (database) => {
  let db: DB;
  let databaseUrl: string;
  let server: Server;
  let url: string;
  let answer: Answer = { status: 200, body: good };
  let requests = 0;
  const paths: string[] = [];
  const logger = createLogger("silent");
  const calendar = (options: { url?: string; fetchTimeoutMs?: number; db?: DB; now?: number } = {}) =>
    createBusyCalendar({
      db: options.db ?? db,
      logger,
      url: "url" in options ? options.url : url,
      now: () => options.now ?? NOW,
      fetchTimeoutMs: options.fetchTimeoutMs ?? 2_000,
    });

  beforeAll(async () => {
    databaseUrl = await database.url();
    db = openDatabase(databaseUrl);
    await migrate(db);
    server = createServer((req, res) => {
      requests++;
      paths.push(req.url ?? "");
      // The owner's other calendar, pasted in the back office, and a mistyped one.
      if (req.url === "/other.ics") return void res.end(moved);
      if (req.url === "/missing.ics") return void res.writeHead(404).end();
      if (answer === "hang") return; // never answers: the fetch must give up by itself
      res.writeHead(answer.status, { "Content-Type": "text/calendar; charset=utf-8" });
      res.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/owner.ics`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await db?.destroy();
  });

  it("fetches the calendar, stores it and offers its busy times (Tuesdays 10:00 UK time)", async () => {
    answer = { status: 200, body: good };
    const busy = calendar();
    expect(await busy.refresh()).toBe("fetched");
    expect(shown(await busy.intervals())).toEqual([
      "2027-03-23T10:00:00.000Z",
      "2027-03-31T13:00:00.000Z", // the moved instance
      "2027-04-06T09:00:00.000Z", // summer time
    ]);
    expect(await busy.status()).toMatchObject({
      configured: true,
      fetchedAt: new Date(NOW).toISOString(),
      lastError: null,
      events: 3,
    });
    // Seen in October, the same meeting either side of the change back to GMT.
    const autumn = calendar({ now: Date.parse("2027-10-20T12:00:00Z") });
    expect(await autumn.refresh()).toBe("fetched");
    expect(shown(await autumn.intervals())).toEqual([
      "2027-10-26T09:00:00.000Z",
      "2027-11-02T10:00:00.000Z",
      "2027-11-09T10:00:00.000Z",
    ]);
  });

  it.each([
    [
      "a malformed file",
      { status: 200, body: "<html><body>Please sign in</body></html>" },
      "not an iCalendar file",
    ],
    ["a server error", { status: 500, body: "oops" }, "answered 500"],
    ["a server that never answers", "hang" as const, "no answer within 0.3 s"],
  ])("keeps the last good copy, and says why, after %s", async (_, failure, reason) => {
    answer = { status: 200, body: good };
    const busy = calendar({ fetchTimeoutMs: 300 });
    await busy.refresh();
    answer = failure;
    expect(await busy.refresh()).toBe("failed");
    expect(shown(await busy.intervals())[0]).toBe("2027-03-23T10:00:00.000Z");
    const status = await busy.status();
    expect(status.lastError).toContain(reason);
    expect(status.fetchedAt).toBe(new Date(NOW).toISOString());
  });

  it("a restarted instance, or another one, reads the stored copy without fetching", async () => {
    answer = { status: 200, body: moved };
    await calendar().refresh();
    answer = { status: 500, body: "down" };
    const before = requests;
    const otherProcess = openDatabase(databaseUrl);
    try {
      const restarted = calendar({ db: otherProcess });
      expect(shown(await restarted.intervals())).toEqual(["2027-03-25T15:00:00.000Z"]);
      expect(requests).toBe(before);
    } finally {
      await otherProcess.destroy();
    }
  });

  it("another instance's fresh copy replaces this one's at its next check", async () => {
    answer = { status: 200, body: good };
    const here = calendar();
    await here.refresh();
    answer = { status: 200, body: moved };
    await calendar().refresh(); // the other instance
    expect(shown(await here.intervals())[0]).toBe("2027-03-23T10:00:00.000Z");
    await here.load();
    expect(shown(await here.intervals())).toEqual(["2027-03-25T15:00:00.000Z"]);
  });

  it("stores a fetched copy when it differs from the stored one, not for a new DTSTAMP alone", async () => {
    const storedBody = async () =>
      (await db.selectFrom("booking_busy_calendar").select("body").executeTakeFirstOrThrow()).body;
    answer = { status: 200, body: good };
    const here = calendar();
    await here.refresh();
    answer = { status: 200, body: moved };
    await calendar().refresh(); // another instance
    answer = { status: 200, body: good.replaceAll("DTSTAMP:20270101T000000Z", "DTSTAMP:20270320T120000Z") };
    await here.refresh(); // the same events as this instance last saw, but not as stored
    expect(await storedBody()).toBe(good.replaceAll("DTSTAMP:20270101T000000Z", "DTSTAMP:20270320T120000Z"));
    answer = { status: 200, body: good };
    await here.refresh(); // only DTSTAMP differs from the stored copy: not written again
    expect(await storedBody()).toContain("DTSTAMP:20270320T120000Z");
    expect(shown(await calendar().intervals())[0]).toBe("2027-03-23T10:00:00.000Z");
  });

  it("without BOOKING_BUSY_ICS_URL there is nothing to fetch and nobody is busy", async () => {
    const none = calendar({ url: undefined });
    expect(await none.refresh()).toBe("not configured");
    expect(await none.intervals()).toEqual([]);
    expect((await none.status()).configured).toBe(false);
  });

  it("start() fetches at once, and stop() ends the background refresh", async () => {
    answer = { status: 200, body: good };
    const before = requests;
    const handle = calendar().start();
    await handle.started;
    expect(requests).toBe(before + 1);
    await handle.stop();
  });

  it("the owner's address replaces BOOKING_BUSY_ICS_URL once it reads, on every instance; removed, the default is back", async () => {
    answer = { status: 200, body: good };
    const here = calendar();
    await here.refresh();
    const otherProcess = openDatabase(databaseUrl);
    try {
      const there = calendar({ db: otherProcess });
      expect(shown(await there.intervals())[0]).toBe("2027-03-23T10:00:00.000Z");
      const origin = new URL(url).origin;

      // A calendar that cannot be read is not saved: the one in use stays.
      const refused = await here.replaceAddress(`${origin}/missing.ics`);
      expect(refused).toEqual({ ok: false, reason: "the calendar's server answered 404" });
      expect(await here.status()).toMatchObject({ saved: false, address: `${origin}/owner.ics` });

      expect(await here.replaceAddress(`${origin}/other.ics`)).toEqual({ ok: true });
      expect(shown(await here.intervals())).toEqual(["2027-03-25T15:00:00.000Z"]);
      expect(await here.status()).toMatchObject({
        configured: true,
        saved: true,
        address: `${origin}/other.ics`,
        lastError: null,
        events: 1,
      });
      // The other instance: its copy at its next check, its fetches from the new address.
      await there.load();
      expect(shown(await there.intervals())).toEqual(["2027-03-25T15:00:00.000Z"]);
      paths.length = 0;
      expect(await there.refresh()).toBe("fetched");
      expect(paths).toEqual(["/other.ics"]);

      await here.removeAddress();
      expect(await here.status()).toMatchObject({ saved: false, address: `${origin}/owner.ics` });
      expect(shown(await here.intervals())[0]).toBe("2027-03-23T10:00:00.000Z");
      await there.load();
      expect(shown(await there.intervals())[0]).toBe("2027-03-23T10:00:00.000Z");
    } finally {
      await otherProcess.destroy();
    }
  });

  it("without BOOKING_BUSY_ICS_URL, an address inside our network is refused; a saved one removed leaves nobody busy", async () => {
    const none = calendar({ url: undefined });
    const before = requests;
    expect(await none.replaceAddress(url)).toEqual({
      ok: false,
      reason: "it points inside our own network, which the site does not fetch",
    });
    expect(requests).toBe(before);
    expect((await none.status()).configured).toBe(false);

    // As if saved when it pointed elsewhere: its copy is used until it is removed.
    answer = { status: 200, body: good };
    await calendar().refresh();
    await saveCalendarAddress(db, "https://calendar.example.co.uk/owner.ics");
    const saved = calendar({ url: undefined });
    expect(shown(await saved.intervals())[0]).toBe("2027-03-23T10:00:00.000Z");
    expect(await saved.status()).toMatchObject({ configured: true, saved: true });
    await saved.removeAddress();
    expect(await saved.intervals()).toEqual([]);
    expect(await saved.status()).toMatchObject({ configured: false, saved: false, fetchedAt: null });
    expect(await db.selectFrom("booking_busy_calendar").selectAll().execute()).toEqual([]);
  });
});
