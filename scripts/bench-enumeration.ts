/**
 * npm run bench:enumeration
 * Can the answer's timing tell a known address from an unknown one (issue 21, item 3)? For each
 * of forgot-password, the subscribe form and sign-up, SAMPLES pairs of requests (BENCH_SAMPLES,
 * 100 by default): a known address (a confirmed account, subscribed and confirmed) and a new one,
 * in random order within the pair, each from a client address of its own. Reports each side's
 * median answer time and how often the known address was the slower of its pair (50% when
 * timing says nothing). On SQLite, and on PostgreSQL with BENCH_DATABASE_URL or TEST_DATABASE_URL.
 * The per-address limits allow a few requests an hour, so the known side cycles through as many
 * confirmed accounts as it needs. Ports: BENCH_PORT (3360) and the next.
 */
import { confirmedAccounts, mailedLinks } from "./lib/bench-accounts";
import { freshPostgresDatabase } from "./lib/databases";
import { median, startProductionServer } from "./lib/server";

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 3360);
// Forgot-password and sign-up allow 3 requests per address an hour (server/auth/limits.ts), and
// making the account took one sign-up.
const USES_PER_ADDRESS = 2;
const PAUSE_MS = 30;

type Form = { name: string; path: string; body: (email: string) => unknown };
const FORMS: Form[] = [
  { name: "forgot-password", path: "/api/account/forgot-password", body: (email) => ({ email }) },
  { name: "subscription", path: "/api/subscriptions", body: (email) => ({ email }) },
  {
    name: "sign-up",
    path: "/api/account/sign-up",
    body: (email) => ({ fullName: "Bench Visitor", email, password: "An0ther!pass" }),
  },
];

let client = 0;
/** One timed answer, from a client address not used before (the per-client limits stay out of it). */
async function timed(url: string, form: Form, email: string): Promise<number> {
  client++;
  const started = performance.now();
  const response = await fetch(`${url}${form.path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    },
    body: JSON.stringify(form.body(email)),
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status >= 300) throw new Error(`${form.name} answered ${response.status} for ${email}`);
  return ms;
}

async function confirmedSubscriptions(url: string, mailDir: string, emails: string[]) {
  for (const email of emails) await timed(url, FORMS[1]!, email);
  const links = await mailedLinks(mailDir, emails, "/subscriptions/confirm?token=");
  for (const link of links.values()) await fetch(`${url}${link}`);
}

async function benchOn(label: string, env: Record<string, string>) {
  const server = await startProductionServer(PORT, { TRUST_PROXY: "1", ...env });
  try {
    const known = Array.from(
      { length: Math.ceil(SAMPLES / USES_PER_ADDRESS) },
      (_, n) => `known-${n}@example.co.uk`,
    );
    await confirmedAccounts(server.url, server.mailDir, known);
    await confirmedSubscriptions(server.url, server.mailDir, known);
    console.log(`\n${label}: ${SAMPLES} pairs per form, known address vs new address`);
    console.log("| form | median known (ms) | median new (ms) | known slower |\n|---|---:|---:|---:|");
    for (const form of FORMS) {
      const times = { known: [] as number[], fresh: [] as number[] };
      let knownSlower = 0;
      for (let n = 0; n < SAMPLES; n++) {
        const pair = [
          ["known", known[n % known.length]!],
          ["fresh", `new-${form.name}-${n}-${Date.now()}@example.co.uk`],
        ] as const;
        // Random order within the pair: neither side always follows the other's queued work.
        const order = Math.random() < 0.5 ? pair : ([pair[1], pair[0]] as const);
        const answer: Record<string, number> = {};
        for (const [side, email] of order) {
          answer[side] = await timed(server.url, form, email);
          await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
        }
        times.known.push(answer.known!);
        times.fresh.push(answer.fresh!);
        if (answer.known! > answer.fresh!) knownSlower++;
      }
      console.log(
        `| ${form.name} | ${median(times.known).toFixed(2)} | ${median(times.fresh).toFixed(2)} | ${Math.round((100 * knownSlower) / SAMPLES)}% |`,
      );
    }
  } finally {
    await server.stop();
  }
}

await benchOn("SQLite", {});
const postgresBase = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresBase) await benchOn("PostgreSQL", { DATABASE_URL: await freshPostgresDatabase(postgresBase) });
else console.log("\nPostgreSQL skipped: set BENCH_DATABASE_URL=postgres://... to include it.");
