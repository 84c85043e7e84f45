/**
 * npm run bench: autocannon against the production server, 10 s at 50 connections, on the
 * prerendered home page and on an unknown path (server-rendered 404), then the same load on a bare
 * node:http server answering the same precompressed bytes from memory, for comparison.
 * Reports requests/s, p50, p99, errors and each server's peak RSS.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { type RunningServer, startProductionServer } from "./lib/server";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const headers = { "accept-encoding": "br, gzip" };

type Result = {
  target: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  peakRssMB: number;
};

function peakRssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0) / 1024);
}

async function load(target: string, url: string, pid: number): Promise<Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    target,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    peakRssMB: peakRssMB(pid),
  };
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
  server = await startProductionServer(Number(process.env.BENCH_PORT ?? 3300));
  // Warm-up, so JIT and caches are in the same state for every target.
  await autocannon({ url: `${server.url}/`, connections: 10, duration: 2, headers });
  await autocannon({ url: `${server.url}/no-such-page`, connections: 10, duration: 2, headers });
  results.push(await load("site: / (prerendered)", `${server.url}/`, server.pid));
  results.push(await load("site: /no-such-page (SSR 404)", `${server.url}/no-such-page`, server.pid));
} finally {
  await server?.stop();
}

const bare = await startBareServer(3301);
try {
  await autocannon({ url: "http://127.0.0.1:3301/", connections: 10, duration: 2, headers });
  results.push(await load("bare node:http, same bytes", "http://127.0.0.1:3301/", bare.pid));
} finally {
  bare.child.kill();
}

console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per target (latency in ms)`);
console.table(results);
const ratio = results[0]!.rps / results[2]!.rps;
console.log(`prerendered page / bare server: ${ratio.toFixed(2)} (target >= 0.5)`);
console.log(`page size: ${readFileSync("build/client/index.html.br").length} bytes brotli`);
