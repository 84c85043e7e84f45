import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { type DB, openDatabase } from "../../server/db";
import { type App, startApp } from "../support/app-server";
import { calendarOf, weeklyReview } from "../support/busy-calendars";
import { describeEachDatabase } from "../support/databases";

describeEachDatabase("the owner's busy calendar in the running site on $name", (database) => {
  let calendarServer: Server;
  let app: App;
  let db: DB;
  let requests = 0;
  beforeAll(async () => {
    calendarServer = createServer((_, res) => {
      requests++;
      res.writeHead(200, { "Content-Type": "text/calendar" });
      res.end(calendarOf(weeklyReview));
    });
    await new Promise<void>((resolve) => calendarServer.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(calendarServer.address() as AddressInfo).port}/owner.ics`;
    const databaseUrl = await database.url();
    app = await startApp({ DATABASE_URL: databaseUrl, BOOKING_BUSY_ICS_URL: url });
    db = openDatabase(databaseUrl);
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    calendarServer.closeAllConnections();
    calendarServer.close();
  });

  it("is fetched when the site starts and kept in the database", async () => {
    await vi.waitFor(
      async () => {
        const row = await db.selectFrom("booking_busy_calendar").selectAll().executeTakeFirst();
        expect(row?.fetched_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        expect(row?.body).toContain("UID:weekly-review@example.com");
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(requests).toBe(1);
  });
});
