import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { browser, confirmedSession, mailedLink } from "../support/accounts";
import { type App, appWithMailbox } from "../support/app-server";
import { describeEachDatabase, freshPostgresDatabase, withoutPostgres } from "../support/databases";
import { readableMail, waitFor } from "../support/smtp-sink";

type Sink = ReturnType<typeof appWithMailbox>["sink"];

const KNOWN = "known@example.co.uk";
const UNKNOWN = (n: number) => `stranger-${n}@example.co.uk`;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * An answer as an observer compares it: status, body and every header but Date, with the values
 * that must differ each time (ids, a cookie's secret) masked. `ids` collects the masked ids.
 */
async function seen(response: Response, ids: string[] = []) {
  const body = (await response.text()).replace(UUID, (id) => {
    ids.push(id);
    return "<id>";
  });
  const headers = [...response.headers]
    .filter(([name]) => name !== "date" && name !== "set-cookie")
    .map(([name, value]) => `${name}: ${value}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.replace(/=[^;]*/, "=<value>"));
  return { status: response.status, body, headers, cookies };
}

/** The three forms an address could be probed with (issue 21, item 3): path and body. */
const probes: Record<"forgot-password" | "subscription" | "sign-up", (email: string) => [string, unknown]> = {
  "forgot-password": (email) => ["/api/account/forgot-password", { email }],
  subscription: (email) => ["/api/subscriptions", { email }],
  "sign-up": (email) => [
    "/api/account/sign-up",
    { fullName: "Tamsin Hocking", email, password: "Str0ng!pass" },
  ],
};

/** KNOWN gets a confirmed account and a confirmed subscription. */
async function knownEverywhere(app: App, sink: Sink, client: string) {
  await confirmedSession(app, sink, KNOWN, client);
  expect((await app.post("/api/subscriptions", { email: KNOWN }, { "X-Forwarded-For": client })).status).toBe(
    201,
  );
  const link = await mailedLink(sink, KNOWN, "/subscriptions/confirm?token=");
  expect(await (await fetch(`${app.base}${link}`)).text()).toContain("Subscription confirmed");
}

describeEachDatabase("answers that tell nothing about an address on $name", (database) => {
  let sink: Sink;
  let app: App;
  let clients = 0;
  const ask = (path: string, body: unknown) => browser(app, `198.18.51.${++clients}`).post(path, body);
  const mailsTo = (email: string) =>
    sink.messages.filter((m) => m.to.includes(email)).map((m) => readableMail(m.raw));

  const running = appWithMailbox(database.url);
  beforeAll(async () => {
    ({ app, sink } = running);
    await knownEverywhere(app, sink, "198.18.50.1");
  });

  it.each(Object.keys(probes) as (keyof typeof probes)[])(
    "%s: a known address and a new one get the same answer, and the mail still arrives",
    async (form) => {
      const before = mailsTo(KNOWN).length;
      const stranger = UNKNOWN(clients);
      const ids: string[] = [];
      const known = await seen(await ask(...probes[form](KNOWN)), ids);
      const unknown = await seen(await ask(...probes[form](stranger)), ids);
      expect(known).toEqual(unknown);
      expect(known.status).toBeLessThan(300);
      // Nothing repeats between answers that would mark an address seen before.
      const again = await seen(await ask(...probes[form](KNOWN)), ids);
      expect(again).toEqual(known);
      expect(new Set(ids).size).toBe(ids.length);

      // What each address is then sent (the known one twice: it asked twice).
      const { toKnown, toNew } = {
        "forgot-password": { toKnown: /Reset your .* password/, toNew: undefined },
        subscription: { toKnown: undefined, toNew: /Confirm your subscription/ },
        "sign-up": { toKnown: /already have an account/, toNew: /Confirm your email address/ },
      }[form];
      if (toNew) await waitFor(() => mailsTo(stranger).some((mail) => toNew.test(mail)));
      if (toKnown) {
        await waitFor(
          () =>
            mailsTo(KNOWN)
              .slice(before)
              .filter((mail) => toKnown.test(mail)).length === 2,
        );
      }
    },
  );
});

/**
 * What "the same work before answering" means, seen from outside: while the tables that tell a
 * known address from a new one are locked (a slow database, at its worst), the answers still come,
 * because nothing before them reads those tables; the rest waits, then happens.
 */
describe.skipIf(withoutPostgres)("answers that do not wait for the address's lookup, on PostgreSQL", () => {
  let sink: Sink;
  let app: App;
  let databaseUrl: string;
  let clients = 0;
  const running = appWithMailbox(freshPostgresDatabase);
  beforeAll(async () => {
    ({ app, sink, databaseUrl } = running);
    await knownEverywhere(app, sink, "198.18.52.1");
  });

  it.each([
    ["forgot-password", '"user"', /Reset your .* password/],
    ["subscription", "subscriptions", /Confirm your subscription/],
    ["sign-up", '"user"', /already have an account/],
  ] as const)("%s answers while %s is locked; its mail follows", async (form, table, mail) => {
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    const before = sink.messages.length;
    const email = form === "subscription" ? UNKNOWN(900 + clients) : KNOWN;
    try {
      await locker.query("begin");
      await locker.query(`lock table ${table} in access exclusive mode`);
      const [path, body] = probes[form](email);
      const answer = await fetch(`${app.base}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.18.53.${++clients}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(4_000),
      });
      expect(answer.status).toBeLessThan(300);
    } finally {
      await locker.query("rollback");
      await locker.end();
    }
    await waitFor(() =>
      sink.messages.slice(before).some((m) => m.to.includes(email) && mail.test(readableMail(m.raw))),
    );
  });
});
