import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db";
import { browser, mailedLink as mailed, sessionCookie } from "../support/accounts";
import { type App, startApp, twoInstancesOnPostgres } from "../support/app-server";
import { describeEachDatabase, withoutPostgres } from "../support/databases";
import { readableMail, startSmtpSink, waitFor } from "../support/smtp-sink";

const password = "Str0ng!pass";

describeEachDatabase("accounts on $name", (database) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: App;
  let databaseUrl: string;
  let client = 0;
  /** Each call is a new client address, so per-client limits do not get in the way. */
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.post(path, body, { "X-Forwarded-For": `198.18.0.${++client}`, ...headers });
  const get = (path: string, cookie = "") =>
    fetch(`${app.base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  const mailedLink = (to: string, path: string, count = 1) => mailed(sink, to, path, count);
  /** Signs up in a browser of its own, which the sign-up's answer gave its cookie. */
  async function signUp(email: string, fullName = "Tamsin Hocking") {
    const visitor = browser(app, `198.18.0.${++client}`);
    const response = await visitor.post("/api/account/sign-up", { fullName, email, password });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    return visitor;
  }
  /** Signs up and follows the confirmation link in the same browser; its session cookie. */
  async function confirmedAccount(email: string): Promise<string> {
    const visitor = await signUp(email);
    const confirmed = await visitor.get(await mailedLink(email, "/auth/verify?token="));
    expect(confirmed.headers.get("location")).toBe("/account?confirmed=1");
    return sessionCookie(confirmed);
  }
  async function count(table: "user" | "session" | "enquiries", email?: string): Promise<number> {
    const db = openDatabase(databaseUrl);
    try {
      if (table === "session") return (await db.selectFrom("session").select("id").execute()).length;
      return (await db.selectFrom(table).select("id").where("email", "=", email!).execute()).length;
    } finally {
      await db.destroy();
    }
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    databaseUrl = await database.url();
    app = await startApp({ DATABASE_URL: databaseUrl, SMTP_URL: sink.url, TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });

  it("signs up, confirms by the mailed link (signed in), uses the session, signs out", async () => {
    const cookie = await confirmedAccount("jenna@example.co.uk");
    expect(cookie).toMatch(/^kt\.session_token=/);
    const account = await get("/account", cookie);
    expect(account.status).toBe(200);
    expect(await account.text()).toContain("jenna@example.co.uk");
    // Signed in, /auth sends the visitor home.
    expect((await get("/auth", cookie)).headers.get("location")).toBe("/");

    // The header's Sign Out form: an empty form, as a browser posts it.
    const signOut = await fetch(`${app.base}/auth/sign-out`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(signOut.status).toBe(302);
    expect(signOut.headers.getSetCookie().join("\n")).toMatch(/kt_signed_in=; Max-Age=0/);
    expect((await get("/account", cookie)).headers.get("location")).toBe("/auth");
  });

  it("answers a sign-up with a known address like a new one, creates nobody, and tells the owner", async () => {
    await confirmedAccount("loveday@example.co.uk");
    const again = await post("/api/account/sign-up", {
      fullName: "Someone Else",
      email: "Loveday@Example.co.uk",
      password: "An0ther!pass",
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true });
    expect(await count("user", "loveday@example.co.uk")).toBe(1);
    const notice = await waitFor(() =>
      sink.messages.find(
        (m) => m.to.includes("loveday@example.co.uk") && m.raw.includes("already have an account"),
      ),
    );
    expect(readableMail(notice.raw)).toContain("/auth?tab=forgot");
  });

  it("a sign-up not yet confirmed cannot sign in, and its answer is a wrong password's", async () => {
    await signUp("pol@example.co.uk", "Pol Kitto");
    await mailedLink("pol@example.co.uk", "/auth/verify?token=");
    const answers = [
      await post("/api/account/sign-in", { email: "pol@example.co.uk", password }),
      await post("/api/account/sign-in", { email: "pol@example.co.uk", password: "Wr0ng!pass" }),
      await post("/api/account/sign-in", { email: "nobody@example.co.uk", password }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(answers.map(sessionCookie)).toEqual(["", "", ""]);
  });

  it("answers a sign-in with an address no account can have in the spec's words, not better-auth's", async () => {
    // A Cyrillic "а" looks like the Latin one: no email field takes it (one plain address).
    const response = await post("/api/account/sign-in", { email: "tamsin@exаmple.co.uk", password });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors.email).toBe("Please enter a valid email address");
  });

  it("resets a forgotten password by a single-use link that ends every session", async () => {
    const email = "morwenna@example.co.uk";
    const oldSession = await confirmedAccount(email);
    const stranger = await post("/api/account/forgot-password", { email: "stranger@example.co.uk" });
    const owner = await post("/api/account/forgot-password", { email });
    expect([stranger.status, owner.status]).toEqual([200, 200]);
    expect(await stranger.json()).toEqual(await owner.json());

    const link = await mailedLink(email, "/auth/reset-password?token=");
    const token = new URL(link, app.base).searchParams.get("token")!;
    expect((await get(link)).status).toBe(200);
    const reset = await post("/api/account/reset-password", { token, password: "N3w!password" });
    expect(reset.status).toBe(200);
    const reused = await post("/api/account/reset-password", { token, password: "An0ther!pass" });
    expect(reused.status).toBe(400);
    expect((await get("/account", oldSession)).headers.get("location")).toBe("/auth");
    const signIn = await post("/api/account/sign-in", { email, password: "N3w!password" });
    expect(signIn.status).toBe(200);
    expect(sessionCookie(signIn)).not.toBe("");
  });

  it("refuses an expired reset link", async () => {
    const email = "jory@example.co.uk";
    await confirmedAccount(email);
    await post("/api/account/forgot-password", { email });
    const token = new URL(await mailedLink(email, "/auth/reset-password?token="), app.base).searchParams.get(
      "token",
    )!;
    const db = openDatabase(databaseUrl);
    const past = new Date(Date.now() - 1000);
    await db
      .updateTable("verification")
      .set({ expiresAt: db.dialect === "postgres" ? past : past.toISOString() })
      .execute();
    await db.destroy();
    const reset = await post("/api/account/reset-password", { token, password: "N3w!password" });
    expect(reset.status).toBe(400);
  });

  it("limits sign-in attempts per target email, whatever the client address, with Retry-After", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) {
      statuses.push(
        (await post("/api/account/sign-in", { email: "target@example.co.uk", password: "Wr0ng!pass" }))
          .status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    const refused = await post("/api/account/sign-in", {
      email: "target@example.co.uk",
      password: "Wr0ng!pass",
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // better-auth's own endpoint counts against the same limit.
    const direct = await post("/api/auth/sign-in/email", {
      email: "target@example.co.uk",
      password: "Wr0ng!pass",
    });
    expect(direct.status).toBe(429);
    expect(Number(direct.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("holds better-auth's own API to the forms' rules: names, new passwords, a password to delete", async () => {
    const own = { Origin: "http://localhost:3000" };
    const refused = [
      { name: "Weak Password", email: "weak@example.co.uk", password: "aaaaaaaa" },
      { name: "Two\r\nLines", email: "lines@example.co.uk", password },
      { name: "x".repeat(201), email: "long@example.co.uk", password },
    ];
    // Its sign-up is closed (the site's own does it: docs/decisions/026).
    for (const body of refused) {
      expect((await post("/api/auth/sign-up/email", body, own)).status, body.email).toBe(404);
      expect(await count("user", body.email)).toBe(0);
    }

    const email = "tressa@example.co.uk";
    const signedIn = { ...own, Cookie: await confirmedAccount(email) };
    const attempts = [
      ["/api/auth/update-user", { name: "Evil\u202eName" }],
      ["/api/auth/update-user", { image: "javascript:alert(1)" }],
      ["/api/auth/change-password", { currentPassword: password, newPassword: "aaaaaaaa" }],
      ["/api/auth/delete-user", {}],
      // PostgreSQL cannot even compare a NUL: refused before it reaches the database.
      ["/api/auth/reset-password", { token: "a\u0000b", newPassword: "N3w!password" }],
    ] as const;
    for (const [path, body] of attempts) {
      expect((await post(path, body, signedIn)).status, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
    expect(await count("user", email)).toBe(1);
    expect(
      (await post("/api/account/reset-password", { token: "a\u0000b", password: "N3w!password" })).status,
    ).toBe(400);
    // What the forms allow still works there.
    expect((await post("/api/auth/update-user", { name: "Tressa Pascoe" }, signedIn)).status).toBe(200);
  });

  it("deletes an account with its password, and on request everything held for the address", async () => {
    const email = "hedra@example.co.uk";
    const cookie = await confirmedAccount(email);
    const enquiry = { firstName: "Hedra", lastName: "Rowe", email, message: "Please call me." };
    expect((await post("/api/contact", enquiry)).status).toBe(201);
    const form = (fields: Record<string, string>) =>
      fetch(`${app.base}/account`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "delete", ...fields }),
      });
    expect((await form({ password: "Wr0ng!pass", eraseLeads: "on" })).status).toBe(400);
    expect(await count("user", email)).toBe(1);
    const deleted = await form({ password, eraseLeads: "on" });
    expect(deleted.status).toBe(302);
    expect(await count("user", email)).toBe(0);
    expect(await count("enquiries", email)).toBe(0);
    expect((await get("/account", cookie)).headers.get("location")).toBe("/auth");
  });
});

describe.skipIf(withoutPostgres)("accounts on two instances sharing one PostgreSQL database", () => {
  const apps = twoInstancesOnPostgres();

  it("share the sign-in limit: together they allow what one allows", async () => {
    const attempt = (app: App, n: number) =>
      app.post(
        "/api/account/sign-in",
        { email: "shared-target@example.co.uk", password: "Wr0ng!pass" },
        { "X-Forwarded-For": `198.18.1.${n}` },
      );
    const statuses: number[] = [];
    for (let n = 0; n < 10; n++) statuses.push((await attempt(n % 2 ? apps.second : apps.first, n)).status);
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect((await attempt(apps.first, 50)).status).toBe(429);
    expect((await attempt(apps.second, 51)).status).toBe(429);
  });
});
