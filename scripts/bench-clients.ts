/**
 * npm run bench:clients
 * Many clients at once (decision 024): wrk on the home page (gzip, 2 s timeout) at 50, 500 and
 * 2,000 connections, against the app alone and through nginx (the shipped configuration, HTTPS)
 * in front of it, interleaved over BENCH_ROUNDS rounds (default 3) so that the machine's other
 * work weighs on both alike. Reports requests/s, p99 (median over the rounds) and each round's
 * timeouts and socket errors, with the load average at the start. Needs wrk and nginx
 * (`apt-get install -y wrk nginx-light`). Ports: free ones in 3420-3499.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { freePortInRange, nginxInstalled, SITE_NAME, startNginx } from "./lib/nginx";
import { median, startProductionServer } from "./lib/server";

const WRK = "/usr/bin/wrk";
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = [50, 500, 2000];

if (!existsSync(WRK) || !nginxInstalled) {
  console.log("bench:clients needs wrk and nginx: apt-get install -y wrk nginx-light");
  process.exit(1);
}

type Run = { rps: number; p99Ms: number; timeouts: number; errors: number };

const MS = { us: 0.001, ms: 1, s: 1000 } as const;

/** wrk's own report, read: requests/s, the 99th percentile, timeouts and other socket errors. */
function runWrk(url: string, connections: number): Run {
  const output = execFileSync(
    WRK,
    [
      ...["-t2", `-c${connections}`, `-d${DURATION_S}s`, "--timeout", "2s", "--latency"],
      ...["-H", "Accept-Encoding: gzip", "-H", `Host: ${SITE_NAME}`, url],
    ],
    { encoding: "utf8", maxBuffer: 1 << 20 },
  );
  const p99 = output.match(/^\s+99%\s+([\d.]+)(us|ms|s)\s*$/m);
  const socket = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  return {
    rps: Number(output.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0),
    p99Ms: p99 ? Number(p99[1]) * MS[p99[2] as keyof typeof MS] : Number.NaN,
    timeouts: Number(socket?.[4] ?? 0),
    errors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
  };
}

const instance = await startProductionServer(await freePortInRange());
const nginx = await startNginx([Number(new URL(instance.url).port)]);
const targets = [
  { name: "app alone", url: `${instance.url}/` },
  { name: "behind nginx", url: `https://127.0.0.1:${nginx.httpsPort}/` },
];
const runs = new Map<string, Run[]>();
const loads: string[] = [];
try {
  for (let round = 0; round < ROUNDS; round++) {
    loads.push(loadavg()[0]!.toFixed(1));
    for (const connections of CONNECTIONS) {
      for (const target of targets) {
        const key = `${target.name}|${connections}`;
        runs.set(key, [...(runs.get(key) ?? []), runWrk(target.url, connections)]);
        await new Promise((resolve) => setTimeout(resolve, 2000)); // let TIME_WAIT and queues drain
      }
    }
  }
} finally {
  await nginx.stop();
  await instance.stop();
}

console.log(
  `wrk -t2, ${DURATION_S} s, gzip, the home page; ${ROUNDS} interleaved rounds, 1-minute load average at each round's start: ${loads.join(", ")}`,
);
console.log(
  "| target | connections | requests/s | p99 (median) | timeouts per round | other socket errors |",
);
console.log("|---|---|---|---|---|---|");
for (const target of targets) {
  for (const connections of CONNECTIONS) {
    const results = runs.get(`${target.name}|${connections}`)!;
    const rps = results.map((r) => Math.round(r.rps));
    console.log(
      `| ${target.name} | ${connections.toLocaleString("en-GB")} | ${Math.min(...rps).toLocaleString("en-GB")}-${Math.max(...rps).toLocaleString("en-GB")} | ${median(results.map((r) => r.p99Ms)).toFixed(1)} ms | ${results.map((r) => r.timeouts).join(", ")} | ${results.reduce((sum, r) => sum + r.errors, 0)} |`,
    );
  }
}
