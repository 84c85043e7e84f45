import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { confirmedSession, TEST_PASSWORD } from "../support/accounts";
import { type App, startApp } from "../support/app-server";
import { describeEachDatabase } from "../support/databases";
import { FORM_BODIES, JSON_BODIES } from "../support/hostile-bodies";
import { type HostileRequest, POSTED, QUERIES, requestWriter, routes } from "../support/hostile-requests";
import { malformedRequests } from "../support/malformed-requests";
import { exchange } from "../support/raw-http";
import { startSmtpSink } from "../support/smtp-sink";

// A few thousand requests per database: more than the usual 20 s on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const ADMIN = "owner@example.co.uk";
const ODD_METHODS = [
  "HEAD",
  "TRACE",
  "TRACK",
  "OPTIONS",
  "PUT",
  "DELETE",
  "PATCH",
  "PROPFIND",
  "QUERY",
  "M-SEARCH",
];
// Endpoints that would end the session the rest of the requests use.
const ENDS_SESSION = new Set(["/api/auth/sign-out", "/api/auth/revoke-session", "/auth/sign-out"]);

/**
 * Sends every request (a few at a time) and lists those answered 500 or more, or not answered at
 * all (a crash or a dropped connection) — never a 4xx: refusing is what hostile input deserves.
 */
async function failures(app: App, requests: HostileRequest[]): Promise<string[]> {
  const port = Number(new URL(app.base).port);
  const failed: string[] = [];
  const queue = [...requests];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { status } = await exchange(port, next.bytes);
      if (status === undefined || status >= 500) failed.push(`${status ?? "no answer"} ${next.what}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return failed;
}

describeEachDatabase("hostile requests on $name: never an answer >= 500", (database) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: App;
  let host: string;
  let origin: string;
  let admin: string;
  let request: ReturnType<typeof requestWriter>;
  /** Every kind of route, and the page of a real lead in the back office. */
  let paths: string[];
  let posted: string[];

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startApp({
      DATABASE_URL: await database.url(),
      SMTP_URL: sink.url,
      TRUST_PROXY: "1",
      ADMIN_EMAILS: ADMIN,
      METRICS_TOKEN: "metrics-token-for-the-test",
    });
    host = new URL(app.base).host;
    origin = app.base;
    request = requestWriter(host);
    admin = await confirmedSession(app, sink, ADMIN);
    const lead = { firstName: "Loveday", lastName: "Pascoe", email: "lead@example.co.uk", message: "Hello" };
    expect((await app.post("/api/contact", lead, { "X-Forwarded-For": "198.18.200.9" })).status).toBe(201);
    const inbox = await (await fetch(`${app.base}/admin`, { headers: { Cookie: admin } })).text();
    const leadPath = /\/admin\/leads\/enquiry\/[\w-]+/.exec(inbox)![0];
    paths = [...routes(), leadPath];
    posted = [...POSTED, leadPath];
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });

  /** The sessions a path is tried with: the admin's too where a session is read (not where it would end it). */
  const sessions = (path: string) =>
    /^\/(auth|account|admin|api\/auth)/.test(path) && !ENDS_SESSION.has(path.split("?")[0]!)
      ? ["", admin]
      : [""];

  it("odd methods on every kind of route: 405, never a 500 (TRACE on /api/auth/* was one)", async () => {
    const requests = ODD_METHODS.flatMap((method) =>
      paths.map((path) => request("odd method", { method, target: path, headers: [["Origin", origin]] })),
    );
    expect(await failures(app, requests)).toEqual([]);
    const trace = request("", { method: "TRACE", target: "/api/auth/get-session" });
    expect((await exchange(Number(new URL(app.base).port), trace.bytes)).status).toBe(405);
  });

  it("absurd query strings on every kind of route, signed in or not", async () => {
    const requests = paths.flatMap((path) =>
      QUERIES.flatMap((query) =>
        sessions(path).map((cookie) =>
          request(`query${cookie ? " (admin)" : ""}`, {
            target: `${path}${query}`,
            headers: cookie ? [["Cookie", cookie]] : [],
          }),
        ),
      ),
    );
    expect(await failures(app, requests)).toEqual([]);
  });

  /** Each body posted to every endpoint and page action, signed in too where a session is read. */
  const posts = (bodies: Record<string, string>, type: string) =>
    posted.flatMap((path) =>
      Object.entries(bodies).flatMap(([what, body]) =>
        sessions(path).map((cookie) =>
          request(`${type} ${what}`, {
            method: "POST",
            target: path,
            body,
            headers: [
              ["Content-Type", type],
              ["Origin", origin],
              ...(cookie ? [["Cookie", cookie] as [string, string]] : []),
            ],
          }),
        ),
      ),
    );

  it("JSON that is no form (arrays, numbers, 10,000 levels deep, prototype keys) to every endpoint", async () => {
    expect(await failures(app, posts(JSON_BODIES, "application/json"))).toEqual([]);
  });

  it("form posts with prototype names for intent and fields, and bad encoding, to every form", async () => {
    expect(await failures(app, posts(FORM_BODIES, "application/x-www-form-urlencoded"))).toEqual([]);
  });

  it("malformed targets, Host headers, other headers and bodies: 4xx, never a 500", async () => {
    expect(await failures(app, malformedRequests(request, origin))).toEqual([]);
  });

  it("the same form sent several times at once (a double click, a retry): never a 500", async () => {
    const together = (path: string, body: object) =>
      Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          app.post(path, body, { "X-Forwarded-For": `198.18.100.${i + 1}` }).then((r) => r.status),
        ),
      );
    const email = "twice@example.co.uk";
    for (const [path, body] of [
      ["/api/subscriptions", { email }],
      ["/api/account/sign-up", { fullName: "Twice", email, password: TEST_PASSWORD }],
      ["/api/auth/sign-up/email", { name: "Twice", email: "twice2@example.co.uk", password: TEST_PASSWORD }],
      ["/api/account/forgot-password", { email }],
    ] as const) {
      for (const status of await together(path, body)) expect(status, path).toBeLessThan(500);
    }
  });

  it("hands no session token to page scripts: get-session, list-sessions, sign-in", async () => {
    const tokenOf = (cookie: string) => decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
    const get = (path: string) => fetch(`${app.base}${path}`, { headers: { Cookie: admin } });
    const session = await get("/api/auth/get-session");
    const sessionBody = await session.text();
    expect(session.status).toBe(200);
    expect(JSON.parse(sessionBody).user.email).toBe(ADMIN);
    const sessions = await get("/api/auth/list-sessions");
    const sessionsBody = await sessions.text();
    expect(JSON.parse(sessionsBody)).toHaveLength(1);
    const signIn = await app.post(
      "/api/auth/sign-in/email",
      { email: ADMIN, password: TEST_PASSWORD },
      { "X-Forwarded-For": "198.18.200.1" },
    );
    const signInBody = await signIn.text();
    const newSession = signIn.headers.getSetCookie().find((cookie) => cookie.startsWith("kt.session_token="));
    expect(signIn.status).toBe(200);
    expect(JSON.parse(signInBody).user.email).toBe(ADMIN);
    for (const [body, token] of [
      [sessionBody, tokenOf(admin)],
      [sessionsBody, tokenOf(admin)],
      [signInBody, tokenOf(newSession!.split(";")[0]!)],
    ] as const) {
      expect(body).not.toContain(token);
      expect(body).not.toMatch(/"token"/);
    }
    // The server's own reading of the session is untouched.
    expect((await get("/account")).status).toBe(200);
  });

  it("is still healthy afterwards: health, readiness, a page, an enquiry, a sign-in", async () => {
    expect((await fetch(`${app.base}/healthz`)).status).toBe(200);
    expect((await fetch(`${app.base}/readyz`)).status).toBe(200);
    expect((await fetch(`${app.base}/insights?articles=2`)).status).toBe(200);
    const enquiry = await app.post(
      "/api/contact",
      { firstName: "Loveday", lastName: "Pascoe", email: "loveday@example.co.uk", message: "Still there?" },
      { "X-Forwarded-For": "198.18.200.2" },
    );
    expect(enquiry.status).toBe(201);
    const signIn = await app.post(
      "/api/account/sign-in",
      { email: ADMIN, password: TEST_PASSWORD },
      { "X-Forwarded-For": "198.18.200.3" },
    );
    expect(signIn.status).toBe(200);
  });
});
