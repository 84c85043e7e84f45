/**
 * npm run bench:auth (also run by npm run bench)
 * A sign-in flood while the home page is loaded: 10 connections sending sign-in attempts (one in
 * five valid, for twenty confirmed accounts; the rest wrong passwords for ever new addresses),
 * each from its own client address, for 10 s, while 10 other connections ask for `/`. Reports the
 * sign-in answers per second by status, and the page's latency during the flood (target: p99 under
 * 50 ms): password hashing runs in the thread pool, not on the event loop (decision 011).
 */
import autocannon from "autocannon";
import { confirmedAccounts, BENCH_PASSWORD as PASSWORD } from "./lib/bench-accounts";
import { startProductionServer } from "./lib/server";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ACCOUNTS = 20;

export async function benchSignInFlood(port = 3270) {
  const server = await startProductionServer(port, { TRUST_PROXY: "1" });
  try {
    const emails = Array.from({ length: ACCOUNTS }, (_, n) => `bench-${n}@example.co.uk`);
    const accounts = [...(await confirmedAccounts(server.url, server.mailDir, emails)).keys()];
    let n = 0;
    const statuses: Record<string, number> = {};
    const flood = autocannon({
      url: `${server.url}/api/account/sign-in`,
      connections: 10,
      duration: DURATION_S,
      requests: [
        {
          method: "POST",
          setupRequest: (request: Record<string, unknown>) => {
            n++;
            const valid = n % 5 === 0;
            const email = valid ? accounts[n % accounts.length] : `nobody-${n}@example.co.uk`;
            return {
              ...request,
              headers: {
                "content-type": "application/json",
                "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              },
              body: JSON.stringify({ email, password: valid ? PASSWORD : "Wr0ng!pass" }),
            };
          },
          onResponse: (status: number) => {
            statuses[status] = (statuses[status] ?? 0) + 1;
          },
        },
      ],
    });
    const page = autocannon({
      url: `${server.url}/`,
      connections: 10,
      duration: DURATION_S,
      headers: { "accept-encoding": "br, gzip" },
    });
    const [signIns, home] = await Promise.all([flood, page]);
    const perSecond = (count = 0) => (count / DURATION_S).toFixed(1);
    console.log(`\nSign-in flood, ${DURATION_S} s: 10 connections of sign-ins, 10 of GET /`);
    console.log("| sign-in answers | per second |\n|---|---|");
    for (const [status, count] of Object.entries(statuses).sort()) {
      const meaning = { 200: "signed in", 401: "wrong password", 429: "limited" }[status] ?? "other";
      console.log(`| ${status} (${meaning}) | ${perSecond(count)} |`);
    }
    console.log(`| all | ${perSecond(signIns.requests.total)} (p99 ${signIns.latency.p99} ms) |`);
    console.log(
      `\nGET / during the flood: ${Math.round(home.requests.average)} req/s, p50 ${home.latency.p50} ms, p99 ${home.latency.p99} ms (target under 50 ms), errors ${home.errors + home.timeouts}`,
    );
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSignInFlood();
