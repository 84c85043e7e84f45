/**
 * npm run bench: autocannon against the production server, 10 s at 50 connections, on the
 * prerendered home page and on an unknown path (server-rendered 404), then the same load on a bare
 * node:http server answering the same precompressed bytes from memory, for comparison; then `/` and
 * an article against nginx serving the same files, with the request log on (scripts/bench-static.ts).
 * Reports requests/s, p50, p99, errors and each server's peak RSS.
 * Then the contact endpoint: valid enquiries from varied client addresses at 20 connections, on
 * SQLite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) PostgreSQL, checking afterwards
 * that the enquiries table holds exactly as many rows as there were 2xx answers.
 * Then, with nginx and PostgreSQL, the live topology of deploy/ (scripts/lib/bench-topology.ts).
 * Ports: BENCH_PORT (3300) to BENCH_PORT + 2, and free ones in 3420-3499 for the topology.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { benchSignInFlood } from "./bench-auth";
import { benchStaticAgainstNginx } from "./bench-static";
import { enquiryRequests, type Figures, figures } from "./lib/bench-load";
import { benchTopology } from "./lib/bench-topology";
import { freshPostgresDatabase, storedEnquiryIds } from "./lib/databases";
import { nginxInstalled } from "./lib/nginx";
import { type RunningServer, startProductionServer } from "./lib/server";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
// Ports BENCH_PORT to BENCH_PORT + 2.
const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3300);
const headers = { "accept-encoding": "br, gzip" };

type Result = { target: string } & Figures & { peakRssMB: number };

function peakRssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0) / 1024);
}

async function load(target: string, url: string, pid: number): Promise<Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return { target, ...figures(result), peakRssMB: peakRssMB(pid) };
}

/** The baseline: node:http, one buffer, no routing, no logging. */
const bareServerSource = `
const http = require("node:http");
const fs = require("node:fs");
const body = fs.readFileSync("build/client/index.html.br");
const headers = { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "br", "Content-Length": body.length };
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(Number(process.env.PORT), "127.0.0.1", () => process.send("ready"));
`;

async function startBareServer(port: number): Promise<{ pid: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ["-e", bareServerSource], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: { ...process.env, PORT: String(port) },
  });
  await new Promise((resolve) => child.once("message", resolve));
  return { pid: child.pid!, child };
}

const results: Result[] = [];
let server: RunningServer | undefined;
try {
  server = await startProductionServer(BENCH_PORT);
  // Warm-up, so JIT and caches are in the same state for every target.
  await autocannon({ url: `${server.url}/`, connections: 10, duration: 2, headers });
  await autocannon({ url: `${server.url}/no-such-page`, connections: 10, duration: 2, headers });
  results.push(await load("site: / (prerendered)", `${server.url}/`, server.pid));
  results.push(
    await load("site: /no-such-page (404, rendered once)", `${server.url}/no-such-page`, server.pid),
  );
} finally {
  await server?.stop();
}

const bare = await startBareServer(BENCH_PORT + 1);
const bareUrl = `http://127.0.0.1:${BENCH_PORT + 1}/`;
try {
  await autocannon({ url: bareUrl, connections: 10, duration: 2, headers });
  results.push(await load("bare node:http, same bytes", bareUrl, bare.pid));
} finally {
  bare.child.kill();
}

console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per target (latency in ms)`);
console.table(results);
const ratio = results[0]!.rps / results[2]!.rps;
console.log(`prerendered page / bare server: ${ratio.toFixed(2)} (target >= 0.5)`);
console.log(`page size: ${readFileSync("build/client/index.html.br").length} bytes brotli`);

// The prerendered pages against nginx serving the same files, request log and metrics on.
await benchStaticAgainstNginx();

// The contact endpoint: every request a new enquiry from a new client address (the per-client
// limit is one enquiry per 30 s), so each 2xx is a stored enquiry with two queued mails.
type ContactResult = {
  database: string;
  acceptedPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  answered2xx: number;
  rowsStored: number;
  acknowledgedMissing: number;
  peakRssMB: number;
};

async function benchContact(database: string, databaseUrl: string | undefined): Promise<ContactResult> {
  const contactServer = await startProductionServer(BENCH_PORT + 2, {
    TRUST_PROXY: "1",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const acknowledged: string[] = [];
  try {
    const result = await autocannon({
      url: contactServer.url,
      connections: 20,
      duration: DURATION_S,
      requests: enquiryRequests(acknowledged),
    });
    // Requests still in flight when the run stops are stored but never counted as answered, so
    // the check is that every acknowledged id is stored, not that the counts are equal.
    const stored = await storedEnquiryIds(databaseUrl ?? contactServer.databaseUrl);
    return {
      database,
      acceptedPerSec: Math.round(result["2xx"] / DURATION_S),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      answered2xx: result["2xx"],
      rowsStored: stored.size,
      acknowledgedMissing: acknowledged.filter((id) => !stored.has(id)).length,
      peakRssMB: peakRssMB(contactServer.pid),
    };
  } finally {
    await contactServer.stop();
  }
}

const contactResults = [await benchContact("SQLite", undefined)];
const postgresBase = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresBase)
  contactResults.push(
    await benchContact("PostgreSQL", await freshPostgresDatabase(postgresBase, "site_bench")),
  );
console.log(
  `\nPOST /api/contact: 20 connections, ${DURATION_S} s, a new client address per enquiry (latency in ms)`,
);
console.table(contactResults);
for (const r of contactResults) {
  console.log(
    `${r.database}: ${r.acknowledgedMissing === 0 ? "every acknowledged enquiry is stored" : `${r.acknowledgedMissing} ACKNOWLEDGED ENQUIRIES MISSING`}; ${r.rowsStored - r.answered2xx} more stored than answered (in flight when the run stopped). Targets: >= 500 accepted/s, p99 < 100 ms.`,
  );
}
if (!postgresBase) console.log("PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://... to include it.");

// The live topology (deploy/): nginx in front of one and two instances on PostgreSQL.
if (postgresBase && nginxInstalled) await benchTopology(postgresBase);
else console.log("nginx topology skipped: it needs nginx (/usr/sbin/nginx) and PostgreSQL.");

// Accounts: a sign-in flood while the home page is loaded (scripts/bench-auth.ts).
await benchSignInFlood();
