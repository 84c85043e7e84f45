import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { DB } from "../db";

/**
 * The figures an operator watches (docs/decisions/023), in one registry per process. Counters are
 * plain module exports, so any part of the server (the auth module included) counts with one
 * import: `metrics.signIns.inc({ result: "ok" })`.
 */
export const registry = new Registry();
// Process memory, CPU, event loop delay (p50/p99 via monitorEventLoopDelay), handles, GC.
collectDefaultMetrics({ register: registry });

/** What answered a request: the labels of the request metrics. */
export type RouteKind =
  | "health"
  | "metrics"
  | "api"
  | "static"
  | "rendered"
  | "redirect"
  | "refused"
  | "admin";

/**
 * Built files served, by status: a plain increment per hit, added to `http_requests_total` at each
 * scrape. A labelled increment costs about ten times more, a histogram twenty to sixty (decision 029).
 */
const staticHits = new Map<number, number>();

/** Counts a built file served from memory (status 200 or 304). */
export function countStaticHit(status: number): void {
  staticHits.set(status, (staticHits.get(status) ?? 0) + 1);
}

export const metrics = {
  requests: new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by what answered them and status",
    labelNames: ["route", "status"] as const,
    registers: [registry],
    collect() {
      for (const [status, count] of staticHits) if (count > 0) this.inc({ route: "static", status }, count);
      staticHits.clear();
    },
  }),
  requestDuration: new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its response, except built files served from memory",
    labelNames: ["route"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  }),
  leads: new Counter({
    name: "leads_total",
    help: "Form submissions (enquiry, resource request, subscription): accepted, or refused and why",
    labelNames: ["form", "result"] as const,
    registers: [registry],
  }),
  rateLimitRefusals: new Counter({
    name: "rate_limit_refusals_total",
    help: "Requests refused because a client was over a limit, by limit",
    labelNames: ["limit"] as const,
    registers: [registry],
  }),
  mailSent: new Counter({
    name: "mail_sent_total",
    help: "Messages of the outbox delivered to the mail server (or written to a file)",
    registers: [registry],
  }),
  mailSendFailures: new Counter({
    name: "mail_send_failures_total",
    help: "Attempts to send an outbox message that failed (each is retried with back-off)",
    registers: [registry],
  }),
  signIns: new Counter({
    name: "auth_sign_ins_total",
    help: "Sign-in attempts, by result",
    labelNames: ["result"] as const,
    registers: [registry],
  }),
};

/** The database whose outbox the gauges read at each scrape (the app's, set at start-up). */
let outboxDatabase: DB | undefined;

async function pendingMail(db: DB) {
  const row = await db
    .selectFrom("mail_outbox")
    .select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.min("created_at").as("oldest")])
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  const oldest = row.oldest ? (Date.now() - Date.parse(row.oldest)) / 1000 : 0;
  return { count: Number(row.count), oldestSeconds: Math.max(0, oldest) };
}

// Read from the database at each scrape: every instance reports the same, shared outbox.
let lastReading: Promise<{ count: number; oldestSeconds: number } | undefined> | undefined;
const readOutbox = () => {
  lastReading ??= (outboxDatabase ? pendingMail(outboxDatabase) : Promise.resolve(undefined))
    .catch(() => undefined)
    .finally(() => {
      lastReading = undefined;
    });
  return lastReading;
};

new Gauge({
  name: "mail_outbox_pending",
  help: "Messages waiting in the outbox to be sent",
  registers: [registry],
  async collect() {
    const reading = await readOutbox();
    if (reading) this.set(reading.count);
  },
});

new Gauge({
  name: "mail_outbox_oldest_pending_seconds",
  help: "Age of the oldest message waiting in the outbox (0 when none): mail is not flowing when it grows",
  registers: [registry],
  async collect() {
    const reading = await readOutbox();
    if (reading) this.set(reading.oldestSeconds);
  },
});

/** Points the outbox gauges at the app's database; the returned function stops it. */
export function watchOutbox(db: DB): () => void {
  outboxDatabase = db;
  return () => {
    if (outboxDatabase === db) outboxDatabase = undefined;
  };
}
