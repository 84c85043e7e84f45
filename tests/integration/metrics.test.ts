import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp } from "../support/app-server";
import { databases } from "../support/databases";
import { startServerProcess } from "../support/server-process";
import { startSmtpSink, waitFor } from "../support/smtp-sink";

const TOKEN = "metrics-token-for-tests-0123456789";
const enquiry = {
  firstName: "Demelza",
  lastName: "Carne",
  email: "demelza@example.co.uk",
  serviceInterests: ["cyber-security"],
  message: "Please call me about an audit.",
};

/** The value of one series in Prometheus's text format (0 when absent). */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("GET /metrics on the public port, with METRICS_TOKEN", () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const scrape = async () => {
    const response = await fetch(`${app.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startApp({
      DATABASE_URL: await databases[0]!.url(),
      SMTP_URL: sink.url,
      TRUST_PROXY: "1",
      METRICS_TOKEN: TOKEN,
    });
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });

  it("answers 401 without the token, or with another", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: "Bearer not-the-token" },
      { Authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${app.base}/metrics`, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await response.text()).toBe("");
    }
  });

  it("counts requests by route kind and status, with the latency of those not served from memory", async () => {
    await fetch(`${app.base}/`);
    await fetch(`${app.base}/no-such-page`);
    const text = await scrape();
    expect(sample(text, 'http_requests_total{route="static",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_requests_total{route="rendered",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count{route="rendered"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",route="rendered"}');
  });

  it("counts leads accepted and refused by reason, rate-limit refusals and mail sent", async () => {
    const client = { "X-Forwarded-For": "198.51.100.60" };
    expect((await app.post("/api/contact", enquiry, client)).status).toBe(201);
    expect((await app.post("/api/contact", enquiry, client)).status).toBe(429);
    expect((await app.post("/api/contact", { ...enquiry, email: "nope" }, client)).status).toBe(400);
    await waitFor(() => sink.messages.length >= 2);
    const text = await waitFor(async () => {
      const scraped = await scrape();
      return sample(scraped, "mail_sent_total") >= 2 && scraped;
    });
    expect(sample(text, 'leads_total{form="enquiry",result="accepted"}')).toBe(1);
    expect(sample(text, 'leads_total{form="enquiry",result="rate_limited"}')).toBe(1);
    expect(sample(text, 'leads_total{form="enquiry",result="invalid"}')).toBe(1);
    expect(sample(text, 'rate_limit_refusals_total{limit="contact"}')).toBe(1);
    expect(sample(text, "mail_outbox_pending")).toBe(0);
    expect(sample(text, "mail_outbox_oldest_pending_seconds")).toBe(0);
  });

  it("reports process memory, the event loop's delay, and declares the sign-in counter", async () => {
    const text = await scrape();
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toContain("# TYPE auth_sign_ins_total counter");
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("metrics on a separate port (METRICS_PORT)", () => {
  it("serves /metrics there only, and shows mail that is not flowing", async () => {
    const metricsPort = await freePort();
    const unreachableSmtp = `smtp://127.0.0.1:${await freePort()}`;
    const server = await startServerProcess({
      DATABASE_URL: await databases[0]!.url(),
      SMTP_URL: unreachableSmtp,
      TRUST_PROXY: "1",
      METRICS_PORT: String(metricsPort),
    });
    try {
      expect((await fetch(`${server.base}/metrics`)).status).toBe(404);
      const posted = await fetch(`${server.base}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.61" },
        body: JSON.stringify(enquiry),
      });
      expect(posted.status).toBe(201);
      const text = await waitFor(async () => {
        const scraped = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
        return sample(scraped, "mail_send_failures_total") >= 2 && scraped;
      });
      expect(sample(text, "mail_outbox_pending")).toBe(2);
      expect(sample(text, "mail_outbox_oldest_pending_seconds")).toBeGreaterThan(0);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  }, 30_000);
});
