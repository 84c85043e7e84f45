/**
 * The live topology of deploy/ under load: nginx (the shipped configuration, HTTPS) in front of one
 * and then two instances on one PostgreSQL database. GET / and POST /api/contact through nginx,
 * their ratio, then both at once while each instance in turn restarts (SIGTERM, start again).
 * On one machine of two cores a second instance shares the same cores: the ratio shows the cost of
 * the topology, not how it scales across machines.
 */
import autocannon from "autocannon";
import { enquiryRequests, type Figures, figures, type LoadResult } from "./bench-load";
import { freshPostgresDatabase, storedEnquiryIds } from "./databases";
import { freePortInRange, type RunningNginx, SITE_NAME, startNginx } from "./nginx";
import { type RunningServer, startProductionServer } from "./server";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const headers = { "accept-encoding": "br, gzip", host: SITE_NAME };

type Row = { topology: string; target: string } & Figures;

const row = (topology: string, target: string, result: LoadResult): Row => ({
  topology,
  target,
  ...figures(result),
});

async function startInstances(count: number, env: Record<string, string>): Promise<RunningServer[]> {
  const instances: RunningServer[] = [];
  for (let i = 0; i < count; i++) instances.push(await startProductionServer(await freePortInRange(), env));
  return instances;
}

function instanceEnv(databaseUrl: string): Record<string, string> {
  // The bench is a CDN in front of nginx: each enquiry's X-Forwarded-For is a new client (two hops).
  return { DATABASE_URL: databaseUrl, TRUST_PROXY: "2", SITE_URL: `https://${SITE_NAME}` };
}

async function measure(count: number, postgresBase: string): Promise<Row[]> {
  const databaseUrl = await freshPostgresDatabase(postgresBase, "site_bench");
  const instances = await startInstances(count, instanceEnv(databaseUrl));
  const topology = `nginx + ${count} instance${count > 1 ? "s" : ""}`;
  let nginx: RunningNginx | undefined;
  try {
    nginx = await startNginx(instances.map((instance) => Number(new URL(instance.url).port)));
    const url = `https://127.0.0.1:${nginx.httpsPort}`;
    await autocannon({ url, connections: 10, duration: 2, headers, servername: SITE_NAME });
    const page = await autocannon({
      url,
      connections: 50,
      duration: DURATION_S,
      headers,
      servername: SITE_NAME,
    });
    const acknowledged: string[] = [];
    const contact = await autocannon({
      url,
      connections: 20,
      duration: DURATION_S,
      headers,
      servername: SITE_NAME,
      requests: enquiryRequests(acknowledged),
    });
    const stored = await storedEnquiryIds(databaseUrl);
    const missing = acknowledged.filter((id) => !stored.has(id)).length;
    if (missing > 0) console.log(`${topology}: ${missing} ACKNOWLEDGED ENQUIRIES MISSING`);
    return [row(topology, "GET / (50 connections)", page), row(topology, "POST /api/contact (20)", contact)];
  } finally {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}

/** GET / and POST /api/contact at once while each of two instances restarts in turn. */
async function rollingRestart(postgresBase: string): Promise<Row[]> {
  const databaseUrl = await freshPostgresDatabase(postgresBase, "site_bench");
  const env = instanceEnv(databaseUrl);
  const instances = await startInstances(2, env);
  const ports = instances.map((instance) => Number(new URL(instance.url).port));
  const duration = Math.max(DURATION_S, 16); // 4 s, restart, 4 s, restart, the rest
  let nginx: RunningNginx | undefined;
  try {
    nginx = await startNginx(ports);
    const url = `https://127.0.0.1:${nginx.httpsPort}`;
    const acknowledged: string[] = [];
    const common = { url, duration, headers, servername: SITE_NAME };
    const page = autocannon({ ...common, connections: 40 });
    const contact = autocannon({ ...common, connections: 10, requests: enquiryRequests(acknowledged) });
    // As deploy/rolling-restart.sh does: one at a time, the next once nginx has the first back.
    for (const [index, port] of ports.entries()) {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await instances[index]!.stop(); // SIGTERM: drains, then exits
      instances[index] = await startProductionServer(port, env);
    }
    const [pageResult, contactResult] = [await page, await contact];
    const results = [
      row("rolling restart", "GET / (40)", pageResult),
      row("rolling restart", "POST /api/contact (10)", contactResult),
    ];
    for (const result of [pageResult, contactResult])
      if (result.non2xx > 0) console.log("answers by status:", result.statusCodeStats);
    const stored = await storedEnquiryIds(databaseUrl);
    const missing = acknowledged.filter((id) => !stored.has(id)).length;
    console.log(
      `rolling restart: ${acknowledged.length} enquiries acknowledged, ${missing === 0 ? "every one stored" : `${missing} MISSING`}`,
    );
    return results;
  } finally {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}

export async function benchTopology(postgresBase: string): Promise<void> {
  const rows = [...(await measure(1, postgresBase)), ...(await measure(2, postgresBase))];
  console.log(
    `\nThrough nginx (HTTPS, deploy/nginx) on PostgreSQL, ${DURATION_S} s per target (latency in ms)`,
  );
  console.table(rows);
  for (const [one, two] of [
    [rows[0]!, rows[2]!],
    [rows[1]!, rows[3]!],
  ] as const) {
    console.log(
      `${one.target}: two instances / one = ${(two.rps / one.rps).toFixed(2)} (two cores shared by nginx, the instances, PostgreSQL and the load generator: the ratio shows the topology's overhead, not scale)`,
    );
  }
  console.log("\nRolling restart (each instance in turn: SIGTERM, start again) under load:");
  console.table(await rollingRestart(postgresBase));
}
