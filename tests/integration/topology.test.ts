import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedEnquiryIds } from "../../scripts/lib/databases";
import { nginxInstalled, type RunningNginx, startNginx } from "../../scripts/lib/nginx";
import { mailedLink } from "../support/accounts";
import { freshPostgresDatabase, withoutPostgres } from "../support/databases";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { outboxIdOf, startSmtpSink, waitFor } from "../support/smtp-sink";
import { throughNginx, visitor } from "../support/through-nginx";

// The site as deploy/ puts it live: two instances on one PostgreSQL database behind nginx with
// the shipped configuration (docs/decisions/021). Needs nginx (.ci/run installs nginx-light) and
// TEST_DATABASE_URL; shown as skipped without them.
const enquiry = (n: number) => ({
  firstName: "Tristan",
  lastName: `Visitor${n}`,
  email: `tristan${n}@example.co.uk`,
  serviceInterests: ["software-development"],
  message: `Enquiry ${n} sent through nginx.`,
});

describe.skipIf(withoutPostgres || !nginxInstalled)("two instances behind nginx on PostgreSQL", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let env: Record<string, string>;
  let instances: ServerProcess[] = [];
  let nginx: RunningNginx;

  beforeAll(async () => {
    sink = await startSmtpSink();
    env = {
      DATABASE_URL: await freshPostgresDatabase(),
      SMTP_URL: sink.url,
      NOTIFY_EMAIL: "team@example.co.uk",
      SITE_URL: "https://www.example.co.uk",
      TRUST_PROXY: "1",
    };
    const first = await startServerProcess(env); // migrates the fresh database
    instances = [first, await startServerProcess(env)];
    nginx = await startNginx(instances.map((instance) => instance.port));
  }, 60_000);
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await sink?.close();
  });

  it("redirects HTTP to HTTPS and serves the site on HTTPS through both instances", async () => {
    const plain = await fetch(`http://127.0.0.1:${nginx.httpPort}/about?x=1`, { redirect: "manual" });
    expect(plain.status).toBe(301);
    expect(plain.headers.get("location")).toBe("https://www.example.co.uk/about?x=1");
    // Certificate renewals are answered on plain HTTP from the web root.
    mkdirSync(join(nginx.dir, "webroot/.well-known/acme-challenge"), { recursive: true });
    writeFileSync(join(nginx.dir, "webroot/.well-known/acme-challenge/token-1"), "proof");
    const challenge = await fetch(`http://127.0.0.1:${nginx.httpPort}/.well-known/acme-challenge/token-1`);
    expect(await challenge.text()).toBe("proof");
    for (let i = 0; i < 4; i++) expect((await throughNginx(nginx.httpsPort, { path: "/" })).status).toBe(200);
    const proxied = nginx.accessLog().filter((entry) => entry.upstream !== "-");
    const used = new Set(proxied.map((entry) => entry.upstream));
    expect(used).toEqual(new Set(instances.map((instance) => `127.0.0.1:${instance.port}`)));
    expect((await throughNginx(nginx.httpsPort, { path: "/metrics" })).status).toBe(404);
  });

  it("signs in through nginx, and the session works on both instances", async () => {
    const from = "127.0.0.88";
    const email = "owner@example.co.uk";
    const signUp = await throughNginx(nginx.httpsPort, {
      path: "/api/account/sign-up",
      method: "POST",
      body: { fullName: "Owner", email, password: "Str0ng!pass" },
      from,
    });
    expect(signUp.status).toBe(200);
    const link = await mailedLink(sink, email, "/auth/verify?token=");
    // Opened in the browser that signed up: it sends back the cookie its sign-up was given.
    const registration = [signUp.headers["set-cookie"] ?? []]
      .flat()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
    const confirmed = await throughNginx(nginx.httpsPort, {
      path: link,
      from,
      headers: { Cookie: registration },
    });
    expect(confirmed.headers.location).toBe("/account?confirmed=1");
    const signIn = await throughNginx(nginx.httpsPort, {
      path: "/api/account/sign-in",
      method: "POST",
      body: { email, password: "Str0ng!pass" },
      from,
    });
    expect(signIn.status).toBe(200);
    const cookies = [signIn.headers["set-cookie"] ?? []].flat();
    // SITE_URL is https: the session cookie is Secure and __Secure- prefixed.
    const session = cookies.find((cookie) => cookie.startsWith("__Secure-kt.session_token="));
    expect(session).toMatch(/; Secure/);
    const cookie = session!.split(";")[0]!;
    const before = nginx.accessLog().length;
    for (let i = 0; i < 4; i++) {
      const account = await throughNginx(nginx.httpsPort, {
        path: "/account",
        from,
        headers: { Cookie: cookie, "Accept-Encoding": "identity" },
      });
      expect(account.status).toBe(200);
      expect(account.body).toContain(email);
    }
    const upstreams = new Set(
      nginx
        .accessLog()
        .slice(before)
        .map((entry) => entry.upstream),
    );
    expect(upstreams).toEqual(new Set(instances.map((instance) => `127.0.0.1:${instance.port}`)));
  });

  it("keeps a form's limit shared: one enquiry per visitor, whichever instance answers", async () => {
    const from = "127.0.0.77";
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      // A forged X-Forwarded-For changes nothing: nginx appends the address it sees.
      const headers = { "X-Forwarded-For": `203.0.113.${i}` };
      const answer = await throughNginx(nginx.httpsPort, {
        path: "/api/contact",
        method: "POST",
        body: enquiry(900 + i),
        from,
        headers,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 429, 429, 429]);
    // nginx writes its log line once the answer is sent: wait for the four.
    const posts = await waitFor(() => {
      const entries = nginx.accessLog().filter((entry) => entry.client === from);
      return entries.length === 4 && entries;
    });
    expect(new Set(posts.map((entry) => entry.upstream)).size).toBe(2);
  });

  it("loses nothing while an instance restarts under load: no 5xx, every 2xx stored, every mail sent once", async () => {
    let sequence = 0;
    let loading = true;
    const statuses = new Map<number, number>();
    const acknowledged: string[] = [];
    const lane = async () => {
      while (loading) {
        const n = sequence++;
        const answer =
          n % 4 === 3
            ? await throughNginx(nginx.httpsPort, { path: "/", from: visitor(n) })
            : await throughNginx(nginx.httpsPort, {
                path: "/api/contact",
                method: "POST",
                body: enquiry(n),
                from: visitor(n),
              });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 201) acknowledged.push((JSON.parse(answer.body) as { id: string }).id);
      }
    };
    const lanes = Array.from({ length: 8 }, lane);
    const total = () => [...statuses.values()].reduce((sum, count) => sum + count, 0);
    /** Until `count` more requests have been answered. */
    const answers = async (count: number) => {
      const from = total();
      await waitFor(() => total() >= from + count, 30_000);
    };

    await answers(60);
    const [stopping, staying] = instances as [ServerProcess, ServerProcess];
    stopping.child.kill("SIGTERM");
    expect(await stopping.exited).toBe(0);
    await answers(20); // requests meet a closed port meanwhile: nginx sends them to the other
    const logged = nginx.accessLog().length;
    instances = [await startServerProcess({ ...env, PORT: String(stopping.port) }), staying];
    // Load goes on until nginx has the restarted instance back and it has answered some of it.
    const restarted = `127.0.0.1:${stopping.port}`;
    await waitFor(
      () =>
        nginx
          .accessLog()
          .slice(logged)
          .filter((entry) => entry.upstream.split(", ").at(-1) === restarted).length >= 10,
      30_000,
    );
    loading = false;
    await Promise.all(lanes);

    const answered = Object.fromEntries(statuses);
    expect(Object.keys(answered).filter((status) => Number(status) >= 500)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(50);
    const stored = await storedEnquiryIds(env.DATABASE_URL!);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);

    // Every message of the outbox reaches the mail server exactly once.
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const outbox = await waitFor(async () => {
      const { rows } = await client.query<{ id: string; status: string }>(
        "select id, status from mail_outbox",
      );
      return rows.every((row) => row.status === "sent") && rows;
    }, 30_000);
    await client.end();
    // Stopped, each instance first finishes every mail it has begun (docs/decisions/020): a
    // duplicate, were there one, has arrived by then.
    await Promise.all(instances.map((instance) => instance.stop()));
    const delivered = sink.messages.map(outboxIdOf);
    expect(delivered.length).toBe(outbox.length);
    expect(new Set(delivered)).toEqual(new Set(outbox.map((row) => row.id)));
  }, 90_000);
});
