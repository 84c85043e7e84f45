import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, startApp } from "../support/app-server";
import { databases } from "../support/databases";

const TOKEN = "metrics-token-for-tests-0123456789";
const article = `/insights/${readdirSync("app/content/insights")
  .find((name) => name.endsWith(".mdx"))!
  .replace(/\.mdx$/, "")}`;

/** The value of one series in Prometheus's text format (0 when absent). */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

type Line = { level: number; msg: string; url?: string; status?: number; ms?: number };
const requestLines = (app: App) =>
  app.log.map((line) => JSON.parse(line) as Line).filter((line) => line.msg === "request");

/**
 * A built file served from memory costs one increment (docs/decisions/029): no log line (nginx's
 * access log has it in production) unless the level is debug, and no latency histogram.
 */
describe("the request log and metrics of built files", () => {
  let app: App;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${app.base}${path}`, { headers: { "Accept-Encoding": "br, gzip", ...headers } });
  const scrape = async () => (await get("/metrics", { Authorization: `Bearer ${TOKEN}` })).text();

  beforeAll(async () => {
    app = await startApp({
      DATABASE_URL: await databases[0]!.url(),
      LOG_LEVEL: "info",
      METRICS_TOKEN: TOKEN,
    });
  });
  afterAll(() => app?.close());

  it("writes no line and observes no latency for a built file, but counts it by status", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    expect((await get(article)).status).toBe(200);
    expect((await get("/favicon.svg")).status).toBe(200);
    const etag = home.headers.get("etag")!;
    expect((await get("/", { "If-None-Match": etag })).status).toBe(304);
    expect((await get("/no-such-page")).status).toBe(404);

    expect(requestLines(app).map((line) => [line.url, line.status])).toEqual([["/no-such-page", 404]]);
    expect(requestLines(app)[0]!.ms).toBeGreaterThan(0);
    const text = await scrape();
    expect(sample(text, 'http_requests_total{route="static",status="200"}')).toBe(3);
    expect(sample(text, 'http_requests_total{route="static",status="304"}')).toBe(1);
    expect(text).not.toContain('route="static"}');
    expect(sample(text, 'http_request_duration_seconds_count{route="rendered"}')).toBe(1);
    // Counted once: the increments are added to the counter at a scrape, not again at the next.
    expect(sample(await scrape(), 'http_requests_total{route="static",status="200"}')).toBe(3);
  });

  it("writes a line for each built file too when the level is debug", async () => {
    const debug = await startApp({ DATABASE_URL: await databases[0]!.url(), LOG_LEVEL: "debug" });
    try {
      await fetch(`${debug.base}/`);
      const home = requestLines(debug).find((line) => line.url === "/");
      expect(home).toMatchObject({ level: 20, status: 200 });
    } finally {
      await debug.close();
    }
  });
});
