/**
 * npm run bench:static (also run by npm run bench)
 * The prerendered pages against nginx serving the same files (issue 21: at least 0.7 of nginx's
 * rate, with the request log and metrics on; docs/decisions/029). `/` and an article, from:
 * - the production server, its request log on (LOG_LEVEL=info, into a file, as a service's log
 *   goes to the journal) and its metrics on (METRICS_TOKEN);
 * - nginx serving build/client with Debian's defaults (access log, sendfile) and gzip_static, with
 *   one worker (one process, like one instance of the site) and with `auto` (one per core).
 * Every request asks for gzip: Debian's nginx has no brotli, so both send the same bytes.
 * Load: wrk -t1 -c50 when installed (autocannon's own CPU caps it near 20,000 requests/s here,
 * below both servers), else autocannon, 50 connections. BENCH_ROUNDS rounds (default 3),
 * interleaved so that other work on the machine weighs on every target alike: medians, each
 * round's figures and the load average. Also each server's CPU time per request (from /proc),
 * which moves far less with the machine's other load than the rate does.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import autocannon from "autocannon";
import { freePortInRange, nginxInstalled, startStaticNginx } from "./lib/nginx";
import { median, startProductionServer } from "./lib/server";

const WRK = "/usr/bin/wrk";
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET = 0.7;

/** CPU time (clock ticks: 10 ms) of a process and its children (nginx's workers). */
function cpuTicks(pid: number): number {
  const own = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/);
  return (
    Number(own[11]) +
    Number(own[12]) +
    children.filter(Boolean).reduce((sum, child) => sum + cpuTicks(Number(child)), 0)
  );
}

type Run = { rps: number; cpuUsPerRequest: number };

// A person's browser (the site counts it: docs/decisions/047); one browser from one address, so
// after its first request each is the common case, a visitor already seen today.
const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

async function load(url: string, pid: number, seconds = DURATION_S): Promise<Run> {
  const before = cpuTicks(pid);
  let rps: number;
  let requests: number;
  if (existsSync(WRK)) {
    const output = execFileSync(
      WRK,
      ["-t1", "-c50", `-d${seconds}s`, "-H", "Accept-Encoding: gzip", "-H", `User-Agent: ${BROWSER}`, url],
      {
        encoding: "utf8",
      },
    );
    rps = Number(output.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0);
    requests = Number(output.match(/(\d+) requests in/)?.[1] ?? 0);
  } else {
    const result = await autocannon({
      url,
      connections: 50,
      duration: seconds,
      headers: { "accept-encoding": "gzip", "user-agent": BROWSER },
    });
    rps = result.requests.average;
    requests = result.requests.total;
  }
  const ticks = cpuTicks(pid) - before;
  return { rps: Math.round(rps), cpuUsPerRequest: requests ? (ticks * 10_000) / requests : Number.NaN };
}

export async function benchStaticAgainstNginx(): Promise<void> {
  if (!nginxInstalled) {
    console.log("prerendered pages against nginx skipped: it needs nginx (apt-get install -y nginx-light).");
    return;
  }
  const slug = readdirSync("app/content/insights")
    .find((name) => name.endsWith(".mdx"))!
    .replace(/\.mdx$/, "");
  const paths = ["/", `/insights/${slug}`];
  const site = await startProductionServer(
    await freePortInRange(),
    { LOG_LEVEL: "info", METRICS_TOKEN: "bench-metrics-token-0123456789" },
    { logToFile: true },
  );
  // The same server with the site's own counting off (ANALYTICS=off): what counting costs.
  const uncounted = await startProductionServer(
    await freePortInRange(),
    { LOG_LEVEL: "info", METRICS_TOKEN: "bench-metrics-token-0123456789", ANALYTICS: "off" },
    { logToFile: true },
  );
  const root = resolve("build/client");
  const [one, auto] = [await startStaticNginx(root, 1), await startStaticNginx(root, "auto")];
  const targets = [
    { name: "site (log, metrics and counting on)", url: site.url, pid: site.pid },
    { name: "site, counting off", url: uncounted.url, pid: uncounted.pid },
    { name: "nginx, 1 worker", url: one.url, pid: one.pid },
    { name: "nginx, auto (1 per core)", url: auto.url, pid: auto.pid },
  ];
  const runs = new Map<string, Run[]>();
  const loads: string[] = [];
  try {
    for (const target of targets) for (const path of paths) await load(target.url + path, target.pid, 2);
    for (let round = 0; round < ROUNDS; round++) {
      loads.push(loadavg()[0]!.toFixed(1));
      for (const path of paths) {
        for (const target of targets) {
          const key = `${path}|${target.name}`;
          runs.set(key, [...(runs.get(key) ?? []), await load(target.url + path, target.pid)]);
        }
      }
    }
  } finally {
    await Promise.all([site.stop(), uncounted.stop(), one.stop(), auto.stop()]);
  }

  console.log(
    `\nPrerendered pages against nginx serving the same files: ${existsSync(WRK) ? "wrk -t1" : "autocannon"}, 50 connections, gzip, ${DURATION_S} s; ${ROUNDS} interleaved rounds, 1-minute load average at each round's start: ${loads.join(", ")}`,
  );
  const rows = [];
  for (const path of paths) {
    const siteRps = median(runs.get(`${path}|${targets[0]!.name}`)!.map((run) => run.rps));
    for (const target of targets) {
      const results = runs.get(`${path}|${target.name}`)!;
      const rps = median(results.map((run) => run.rps));
      rows.push({
        path,
        target: target.name,
        "requests/s (median)": Math.round(rps),
        "each round": results.map((run) => run.rps).join(", "),
        "CPU µs/request (median)": median(results.map((run) => run.cpuUsPerRequest)).toFixed(1),
        "site / this": target === targets[0] ? "" : (siteRps / rps).toFixed(2),
      });
    }
  }
  console.table(rows);
  console.log(`target: the site at >= ${TARGET} of nginx's rate on each page`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchStaticAgainstNginx();
