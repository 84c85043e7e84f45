/**
 * The replay of issue 33: 100,000 page requests from 5,000 browsers, a fifth of them bots, counted by the site's own counting (server/analytics) and written to a
 * fresh database of each kind; the counts read back must be exact. Prints the cost of counting a
 * view in microseconds. `npm run bench:analytics` (PostgreSQL too when TEST_DATABASE_URL is set).
 */

import { mkdtempSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createAnalytics } from "../server/analytics/counter";
import { analyticsReport } from "../server/analytics/report";
import { ukDate } from "../server/booking/time";
import { migrate, openDatabase } from "../server/db";
import { createLogger } from "../server/logger";
import { freshPostgresDatabase } from "./lib/databases";

const VIEWS = 100_000;
const BROWSERS = 5_000;
const PAGES = [
  "/",
  "/about",
  "/insights",
  "/cyber-security",
  "/consultancy",
  "/book",
  "/privacy-policy",
  "/areas-we-serve",
];
const HUMAN = (n: number) =>
  `Mozilla/5.0 (Linux; Android 14; Pixel ${n % 9}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n}.0 Mobile Safari/537.36`;
const BOT = (n: number) =>
  `Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) crawler-${n}`;

/** The requests: browser b (one in five a bot) asks page p; every browser's address is its own. */
function requests() {
  const list: { req: IncomingMessage; path: string; bot: boolean; browser: number }[] = [];
  for (let i = 0; i < VIEWS; i++) {
    const browser = (i * 7919) % BROWSERS;
    const bot = browser % 5 === 0;
    const path = PAGES[(i * 31) % PAGES.length]!;
    const headers = {
      "user-agent": bot ? BOT(browser) : HUMAN(browser),
      "x-forwarded-for": `10.${browser >> 8}.${browser & 255}.9`,
      host: "localhost:3000",
    };
    list.push({
      req: { method: "GET", url: path, headers, socket: {} } as unknown as IncomingMessage,
      path,
      bot,
      browser,
    });
  }
  return list;
}

async function replay(name: string, url: string) {
  const db = openDatabase(url);
  await migrate(db);
  const analytics = createAnalytics({
    db,
    logger: createLogger("silent"),
    siteUrl: "http://localhost:3000",
    trustProxy: 1,
    flushMs: 5_000,
    enabled: true,
  });
  await analytics.start();
  const all = requests();
  const timed = () => {
    const started = process.hrtime.bigint();
    for (const { req, path } of all) analytics.pageView(req, path);
    return Number(process.hrtime.bigint() - started) / 1e3 / all.length;
  };
  // The first pass meets every browser for the first time today; the second, as the day goes on.
  const first = timed();
  const perView = timed();
  await analytics.stop();
  const today = ukDate(Date.now());
  const report = await analyticsReport(db, { from: today, to: today });
  const humans = all.filter((r) => !r.bot);
  const expected = {
    views: 2 * humans.length,
    visitors: new Set(humans.map((r) => r.browser)).size,
    pages: Object.fromEntries(PAGES.map((p) => [p, 2 * humans.filter((r) => r.path === p).length])),
  };
  const got = {
    views: report.totals.views,
    visitors: report.totals.visitors,
    pages: Object.fromEntries(PAGES.map((p) => [p, report.pages.find((row) => row.path === p)?.views ?? 0])),
  };
  const exact = JSON.stringify(expected) === JSON.stringify(got);
  console.log(
    `${name}: twice ${all.length} requests (${all.length - humans.length} from bots) -> ${got.views} views, ${got.visitors} visitors` +
      ` (expected ${expected.views}, ${expected.visitors}): ${exact ? "exact" : "WRONG"}; ${first.toFixed(2)} µs per request the first time, ${perView.toFixed(2)} µs after`,
  );
  await db.destroy();
  if (!exact) process.exitCode = 1;
}

await replay("SQLite", `file:${join(mkdtempSync(join(tmpdir(), "bench-analytics-")), "site.db")}`);
if (process.env.TEST_DATABASE_URL)
  await replay("PostgreSQL", await freshPostgresDatabase(process.env.TEST_DATABASE_URL));
