import type { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { expect, it } from "vitest";
import { describeEachDatabase, useMigratedDatabase } from "../../tests/support/databases";
import { ukInstant } from "../booking/time";
import { createLogger } from "../logger";
import { createAnalytics } from "./counter";
import { analyticsReport } from "./report";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const LAPTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A page request on `socket`, from `forwardedFor` as nginx says it. */
const request = (
  socket: Socket,
  userAgent: string,
  forwardedFor: string,
  extra: Record<string, string> = {},
) =>
  ({
    method: "GET",
    url: "/",
    headers: { host: "localhost:3000", "user-agent": userAgent, "x-forwarded-for": forwardedFor, ...extra },
    socket,
  }) as unknown as IncomingMessage;

describeEachDatabase("counting over kept-alive connections on $name", (database) => {
  const db = useMigratedDatabase(database);

  // A connection remembers the browser it last carried (docs/decisions/047): what a proxy's
  // connection carries next, or the next day, must still be told apart.
  it("tells apart the browsers one connection carries, and counts a connection's browser again the next day", async () => {
    const day = "2026-03-28"; // the Saturday before the clocks go forward
    let clock = ukInstant(day, "23:58")!;
    const analytics = createAnalytics({
      db: db(),
      logger: createLogger("silent"),
      siteUrl: "http://localhost:3000",
      trustProxy: 1,
      flushMs: 60_000,
      enabled: true,
      now: () => clock,
    });
    await analytics.start();
    const proxy = new Socket();
    // One connection from nginx: a phone, a laptop, a bot and the phone again, then the phone from
    // another address, the laptop objecting with Sec-GPC, and the phone once more.
    analytics.pageView(request(proxy, PHONE, "203.0.113.1"), "/");
    analytics.pageView(request(proxy, LAPTOP, "203.0.113.1"), "/");
    analytics.pageView(request(proxy, GOOGLEBOT, "203.0.113.1"), "/");
    analytics.pageView(request(proxy, PHONE, "203.0.113.1"), "/about");
    analytics.pageView(request(proxy, PHONE, "198.51.100.7"), "/about");
    analytics.pageView(request(proxy, LAPTOP, "203.0.113.1", { "sec-gpc": "1" }), "/about");
    analytics.pageView(request(proxy, PHONE, "203.0.113.1"), "/");
    await analytics.flush();
    let report = await analyticsReport(db(), { from: day, to: day });
    expect(report.totals).toMatchObject({ views: 6, visitors: 3 });
    expect(report.pages).toEqual([
      { path: "/", views: 3, visitors: 2 },
      { path: "/about", views: 3, visitors: 2 },
    ]);

    // Past midnight (UK), the same connection and browser: a visitor of the new day.
    clock = ukInstant("2026-03-29", "00:01")!;
    await analytics.flush(); // the new day's salt, as the instance's timer would make it
    analytics.pageView(request(proxy, PHONE, "203.0.113.1"), "/about");
    await analytics.stop();
    report = await analyticsReport(db(), { from: "2026-03-29", to: "2026-03-29" });
    expect(report.totals).toMatchObject({ views: 1, visitors: 1 });
    report = await analyticsReport(db(), { from: day, to: day });
    expect(report.totals).toMatchObject({ views: 6, visitors: 3 });
  });
});
