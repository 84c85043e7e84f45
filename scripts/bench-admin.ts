/**
 * npm run bench:admin
 * The back office at 100,000 leads: seeds a fresh database (SQLite, and PostgreSQL with
 * BENCH_DATABASE_URL or TEST_DATABASE_URL), starts the production server on it, signs an admin
 * in, and times the inbox's first page, a filtered page, a search and the full CSV export, with
 * the server's memory just before the export and its peak during it: RSS (from /proc) and the V8
 * heap in use (its Prometheus metrics, on METRICS_PORT). Targets (issue 13): pages under 100 ms,
 * the export under 5 s and 300 MB; issue 31: memory flat during the export (docs/decisions/043).
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { migrate, openDatabase } from "../server/db";
import { confirmedAccounts } from "./lib/bench-accounts";
import { freshPostgresDatabase } from "./lib/databases";
import { median, startProductionServer } from "./lib/server";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const ADMIN = "bench-owner@example.co.uk";
const SERVICES = [
  "cyber-security",
  "hosting-sysadmin",
  "ai-consultancy",
  "fractional-cto",
  "software-development",
];
const SURNAMES = [
  "Pascoe",
  "Trelawny",
  "Hocking",
  "Kitto",
  "Penhale",
  "Rowe",
  "Smith",
  "Jenkin",
  "Nance",
  "Tregear",
];
const STATUSES = ["new", "replied", "won", "closed"] as const;
const YEAR_MS = 365 * 24 * 60 * 60_000;

async function seed(databaseUrl: string) {
  const db = openDatabase(databaseUrl);
  await migrate(db);
  const started = Date.now();
  const now = Date.now();
  for (let offset = 0; offset < LEADS; offset += 1000) {
    const batch = Array.from({ length: Math.min(1000, LEADS - offset) }, (_, i) => offset + i);
    const at = (n: number) => new Date(now - ((n * 7919) % LEADS) * (YEAR_MS / LEADS)).toISOString();
    const common = (n: number) => ({
      id: randomUUID(),
      email: `lead${n}@example.co.uk`,
      created_at: at(n),
      lead_status: STATUSES[n % 4]!,
      source_page: ["/", "/cyber-security", "/insights", "/it-support-truro"][n % 4]!,
      utm_campaign: n % 5 === 0 ? "autumn" : null,
      source_referrer: [null, "https://www.google.co.uk/", "https://www.linkedin.com/feed/"][n % 3]!,
    });
    await db.transaction().execute(async (trx) => {
      const enquiries = batch.filter((n) => n % 10 < 6);
      const requests = batch.filter((n) => n % 10 >= 6 && n % 10 < 9);
      const subscriptions = batch.filter((n) => n % 10 === 9);
      if (enquiries.length) {
        await trx
          .insertInto("enquiries")
          .values(
            enquiries.map((n) => ({
              ...common(n),
              first_name: "Lead",
              last_name: `${SURNAMES[n % SURNAMES.length]}${n}`,
              company: `Company ${n % 500}`,
              service_interests: JSON.stringify([SERVICES[n % SERVICES.length]]),
              other_service: null,
              message: `Enquiry ${n}: we would like to talk about our IT.\nSecond line.`,
              client_address: null,
            })),
          )
          .execute();
      }
      if (requests.length) {
        await trx
          .insertInto("resource_requests")
          .values(
            requests.map((n) => ({
              ...common(n),
              name: `Lead ${SURNAMES[n % SURNAMES.length]}${n}`,
              company: `Company ${n % 500}`,
              resource_slug: "incident-response-plan-template",
              resource_title: "Incident Response Plan Template",
              resource_type: "Template",
            })),
          )
          .execute();
      }
      if (subscriptions.length) {
        await trx
          .insertInto("subscriptions")
          .values(
            subscriptions.map((n) => ({
              ...common(n),
              status: "confirmed" as const,
              token: randomUUID(),
              confirmed_at: at(n),
              unsubscribed_at: null,
            })),
          )
          .execute();
      }
    });
  }
  // As a live database would have: statistics for the planner.
  await sql`analyze`.execute(db);
  await db.destroy();
  return Date.now() - started;
}

async function timed(url: string, cookie: string, runs = 15) {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { Cookie: cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: median(times), max: times.at(-1)! };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

/** The CPU time a process has used, user and system, in seconds (/proc counts 100ths). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function heapUsedMb(metricsUrl: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  return Number(/^nodejs_heap_size_used_bytes (\S+)/m.exec(text)?.[1] ?? Number.NaN) / 2 ** 20;
}

/**
 * The server's memory while `work` runs: RSS every 50 ms and the heap in use every 100 ms (a
 * scrape is answered by the server itself), before and at the highest seen.
 */
async function memoryDuring<T>(pid: number, metricsUrl: string, work: () => Promise<T>) {
  const before = { rss: rssMb(pid), heap: await heapUsedMb(metricsUrl) };
  const peak = { ...before };
  const rss = setInterval(() => {
    peak.rss = Math.max(peak.rss, rssMb(pid));
  }, 50);
  let working = true;
  const heap = (async () => {
    while (working) {
      // A scrape refused on a busy machine is a sample lost, not a failed run.
      peak.heap = Math.max(peak.heap, await heapUsedMb(metricsUrl).catch(() => 0));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    return { result: await work(), before, peak };
  } finally {
    working = false;
    clearInterval(rss);
    await heap;
  }
}

const mb = (before: number, peak: number) =>
  `${before.toFixed(0)} -> ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)})`;

async function run(label: string, databaseUrl: string, port: number) {
  const seededMs = await seed(databaseUrl);
  const server = await startProductionServer(port, {
    DATABASE_URL: databaseUrl,
    ADMIN_EMAILS: ADMIN,
    METRICS_PORT: String(port + 10),
  });
  try {
    const cookie = (await confirmedAccounts(server.url, server.mailDir, [ADMIN])).get(ADMIN)!;
    const pages = {
      "first page": await timed(`${server.url}/admin`, cookie),
      "filtered (won enquiries on cyber security)": await timed(
        `${server.url}/admin?type=enquiry&status=won&service=cyber-security`,
        cookie,
      ),
      // No lead is at Proposal: the stage is read for every lead of the default kinds (the worst case).
      "filtered by a stage none is at (proposal)": await timed(`${server.url}/admin?stage=proposal`, cookie),
      "page 50 (keyset)": await timed(
        `${server.url}/admin?after=${encodeURIComponent("2026-06-01T00:00:00.000Z|z")}`,
        cookie,
      ),
      "search (surname)": await timed(`${server.url}/admin?q=penhale7`, cookie),
      "every kind, first page": await timed(`${server.url}/admin?type=all`, cookie),
      "newer page (keyset back)": await timed(
        `${server.url}/admin?before=${encodeURIComponent("2026-06-01T00:00:00.000Z|z")}`,
        cookie,
      ),
      "sources, 12 weeks": await timed(`${server.url}/admin/sources`, cookie),
      "sources, 52 weeks": await timed(`${server.url}/admin/sources?weeks=52`, cookie),
    };
    const metricsUrl = `http://127.0.0.1:${port + 10}/metrics`;
    const cpuBefore = cpuSeconds(server.pid);
    const started = performance.now();
    // Every kind: the inbox's default view leaves subscriptions out.
    const {
      result: csv,
      before,
      peak,
    } = await memoryDuring(server.pid, metricsUrl, async () =>
      (await fetch(`${server.url}/admin/export.csv?type=all`, { headers: { Cookie: cookie } })).text(),
    );
    const exportMs = performance.now() - started;
    // The figure the machine's other work cannot inflate (metrics scrapes included).
    const exportCpu = cpuSeconds(server.pid) - cpuBefore;
    const rows = csv.trim().split("\r\n").length - 1;
    console.log(
      `\n${label}: ${LEADS.toLocaleString("en-GB")} leads seeded in ${(seededMs / 1000).toFixed(1)} s`,
    );
    console.log("| inbox request | p50 | max of 15 |\n|---|---|---|");
    for (const [name, t] of Object.entries(pages))
      console.log(`| ${name} | ${t.p50.toFixed(1)} ms | ${t.max.toFixed(1)} ms |`);
    console.log(
      `| CSV export, ${rows.toLocaleString("en-GB")} rows (${(csv.length / 1e6).toFixed(1)} MB) | ${(exportMs / 1000).toFixed(2)} s | one run, server CPU ${exportCpu.toFixed(2)} s |`,
    );
    console.log(
      `\nthe server during the export: RSS ${mb(before.rss, peak.rss)}, heap in use ${mb(before.heap, peak.heap)}`,
    );
  } finally {
    await server.stop();
  }
}

await run(
  "SQLite",
  `file:${join(await import("node:os").then((os) => os.tmpdir()), `bench-admin-${Date.now()}`, "site.db")}`,
  3260,
);
const postgres = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgres) await run("PostgreSQL", await freshPostgresDatabase(postgres, "bench_admin"), 3261);
