import { createServer } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type DB, openDatabase } from "../../server/db";
import { confirmedSession, TEST_PASSWORD } from "../support/accounts";
import { type App, startApp } from "../support/app-server";
import { describeEachDatabase } from "../support/databases";
import { startSmtpSink, waitFor } from "../support/smtp-sink";

const OWNER = "owner@example.co.uk";

/** A free port: the mail server is down there until the test starts it. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describeEachDatabase("the back office on $name", (database) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
  let app: App;
  let db: DB;
  let smtpPort: number;
  let owner: string;
  let client = 0;
  const post = (path: string, body: unknown) =>
    app.post(path, body, { "X-Forwarded-For": `198.19.0.${++client}` });
  const get = (path: string, cookie = "") =>
    fetch(`${app.base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  const form = (path: string, cookie: string, fields: Record<string, string>, origin?: string) =>
    fetch(`${app.base}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Cookie: cookie,
        "Content-Type": "application/x-www-form-urlencoded",
        ...(origin ? { Origin: origin } : {}),
      },
      body: new URLSearchParams(fields),
    });

  beforeAll(async () => {
    smtpPort = await freePort();
    sink = await startSmtpSink(smtpPort);
    const url = await database.url();
    db = openDatabase(url);
    app = await startApp({
      DATABASE_URL: url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TRUST_PROXY: "1",
      ADMIN_EMAILS: `${OWNER}, boss@example.co.uk`,
    });
    owner = await confirmedSession(app, sink, OWNER);
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
    await db?.destroy();
  });

  it("is a 404 page to everyone but a confirmed admin, like any unknown address", async () => {
    const unknown = await (await get("/no-such-page")).text();
    const stranger = await confirmedSession(app, sink!, "visitor@example.co.uk", "198.19.1.1");
    for (const path of [
      "/admin",
      "/admin/mail",
      "/admin/export.csv",
      "/admin/leads/enquiry/x",
      "/admin.data",
      // React Router matches paths without regard to case, and decoded.
      "/ADMIN",
      "/Admin/mail",
      "/%61dmin",
      "/%61dmin/erase",
    ]) {
      // The signed-in hint is for the header's links: it opens nothing, whatever it says.
      for (const cookie of [stranger, `${stranger}; kt_signed_in=admin`]) {
        const response = await get(path, cookie);
        expect(response.status, `${path} with ${cookie}`).toBe(404);
        expect(await response.text()).toBe(unknown);
      }
      // Signed out, the same 404 page; for a page of the back office it offers to sign in and come
      // back (decision 039), for the rest (the export, data requests, encoded paths) it is the same.
      const offered = !["/admin/export.csv", "/admin.data", "/%61dmin", "/%61dmin/erase"].includes(path);
      for (const cookie of ["", "kt.session_token=forged.token", "kt_signed_in=admin"]) {
        const response = await get(path, cookie);
        expect(response.status, `${path} with ${cookie || "no session"}`).toBe(404);
        const page = await response.text();
        expect(page).toContain("Oops! Page not found");
        const offer = page.match(/href="\/auth\?redirectTo=([^"]+)"/)?.[1];
        if (offered) expect(decodeURIComponent(offer ?? ""), path).toBe(path);
        else expect(page, path).toBe(unknown);
      }
    }
    // An admin address whose owner never confirmed it has no session: still nothing.
    await post("/api/account/sign-up", {
      fullName: "Boss",
      email: "boss@example.co.uk",
      password: "Str0ng!pass",
    });
    const unconfirmed = await post("/api/account/sign-in", {
      email: "boss@example.co.uk",
      password: "Str0ng!pass",
    });
    expect(unconfirmed.status).toBe(401);
    for (const path of ["/admin/erase", "/ADMIN/erase", "/ADMIN", "/%61dmin"]) {
      expect((await form(path, stranger, { email: OWNER, confirm: "on" })).status, path).toBe(404);
    }
    expect((await get("/admin", owner)).status).toBe(200);
  });

  it("lands an admin who signs in in the back office, with the admin's hint; anyone else on the home page", async () => {
    const hint = (response: Response) =>
      response.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith("kt_signed_in="))
        ?.split(";")[0];
    await confirmedSession(app, sink!, "reader-signs-in@example.co.uk", "198.19.3.1");
    const signIn = (email: string) =>
      form("/auth", "", { intent: "signin", email, password: TEST_PASSWORD }, app.base);
    const owners = await signIn(OWNER);
    expect(owners.headers.get("location")).toBe("/admin");
    expect(hint(owners)).toBe("kt_signed_in=admin");
    const readers = await signIn("reader-signs-in@example.co.uk");
    expect(readers.headers.get("location")).toBe("/");
    expect(hint(readers)).toBe("kt_signed_in=1");
    // The form with JavaScript signs in through the API, and reads where to go from the hint.
    const api = await post("/api/account/sign-in", { email: "OWNER@example.co.uk", password: TEST_PASSWORD });
    expect(api.status).toBe(200);
    expect(hint(api)).toBe("kt_signed_in=admin");
    // An admin signed in before (or by a confirmation link) gets the hint from the back office.
    const page = await get("/admin", `${owner}; kt_signed_in=1`);
    expect(page.status).toBe(200);
    expect(hint(page)).toBe("kt_signed_in=admin");
    expect(hint(await get("/admin", `${owner}; kt_signed_in=admin`))).toBeUndefined();
  });

  it("lists a lead with its source, changes its stage, keeps notes, and audits each action", async () => {
    const enquiry = {
      firstName: "Jenna",
      lastName: "Pascoe",
      email: "jenna@example.co.uk",
      company: "Pascoe Boats",
      message: "Please quote for hosting.\nSecond line.",
      serviceInterests: ["hosting-sysadmin"],
      source: {
        page: "/hosting-sysadmin",
        referrer: "https://www.google.com/search",
        utm_campaign: "spring",
      },
    };
    const { id } = (await (await post("/api/contact", enquiry)).json()) as { id: string };
    const inbox = await (await get("/admin?service=hosting-sysadmin&q=pascoe", owner)).text();
    expect(inbox).toContain("Jenna Pascoe");
    expect(inbox).toContain("Please quote for hosting.");
    expect(inbox).not.toContain("Second line.");

    const page = `/admin/leads/enquiry/${id}`;
    expect(await (await get(page, owner)).text()).toContain("/hosting-sysadmin");
    const stage = (value: string) => ({ intent: "stage", stage: value, nextStep: "", nextStepOn: "" });
    expect((await form(page, owner, stage("won"))).status).toBe(200);
    expect((await form(page, owner, stage("bribed"))).status).toBe(400);
    expect((await form(page, owner, { intent: "note", note: "Called back; quote sent." })).status).toBe(200);
    // Another site's page cannot make the owner's browser act.
    expect((await form(page, owner, stage("lost"), "https://evil.example")).status).toBe(403);

    const row = await db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      lead_status: "won",
      source_page: "/hosting-sysadmin",
      utm_campaign: "spring",
    });
    expect(await (await get(page, owner)).text()).toContain("Called back; quote sent.");
    const audit = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("target", "=", `enquiry:${id}`)
      .execute();
    expect(audit.map((entry) => [entry.actor, entry.action, entry.detail])).toEqual(
      expect.arrayContaining([
        [OWNER, "lead.stage", "won"],
        [OWNER, "lead.note", null],
      ]),
    );
    // The inbox filters by the stage; a link kept from before the stages reads as the stage it maps to.
    for (const query of ["stage=won", "status=won", "stage=lost", "status=closed", "status=bribed"]) {
      const listed = await get(`/admin?${query}&q=pascoe`, owner);
      expect(listed.status, query).toBe(200);
      const won = !query.endsWith("lost") && !query.endsWith("closed");
      expect((await listed.text()).includes("Jenna Pascoe"), query).toBe(won);
    }
  });

  it("answers ids no row can have (a NUL, too long) with 404 or 400, never a database error", async () => {
    const { id } = (await (
      await post("/api/contact", {
        firstName: "Ia",
        lastName: "Nul",
        email: "ia@example.co.uk",
        message: "Hi",
      })
    ).json()) as { id: string };
    for (const bad of [`${id}\u0000`, "x".repeat(37)]) {
      const page = `/admin/leads/enquiry/${encodeURIComponent(bad)}`;
      expect((await get(page, owner)).status).toBe(404);
      expect(
        (await form(page, owner, { intent: "stage", stage: "won", nextStep: "", nextStepOn: "" })).status,
      ).toBe(400);
      expect((await form(page, owner, { intent: "note", note: "Hello" })).status).toBe(400);
      expect((await form("/admin/mail", owner, { id: bad })).status).toBe(400);
    }
    const after = encodeURIComponent(`2026-01-01T00:00:00.000Z|${id}\u0000`);
    expect((await get(`/admin?after=${after}`, owner)).status).toBe(200);
  });

  it("exports the filtered leads as CSV where no cell can run as a formula", async () => {
    const hostile = {
      firstName: "Mallory",
      lastName: "Hill",
      email: "mallory@example.co.uk",
      company: "+Acme",
      message: '=HYPERLINK("http://evil.example","click")',
    };
    expect((await post("/api/contact", hostile)).status).toBe(201);
    const response = await get("/admin/export.csv?q=mallory", owner);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("transfer-encoding")).toBe("chunked");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 byte order mark, for spreadsheets
    const lines = bytes.subarray(3).toString("utf8").trim().split("\r\n");
    expect(lines[0]).toMatch(/^"Type","Received","Stage","Name"/);
    expect(lines[1]).toMatch(/^"enquiry","[^"]+","New","Mallory Hill"/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'+Acme"`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    const audit = await db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "leads.export")
      .execute();
    expect(audit.at(-1)?.detail).toBe("1 leads");
  });

  it("shows mail failing while the mail server is down, and sends it on Retry once it is back", async () => {
    await sink!.close();
    sink = undefined;
    expect((await post("/api/subscriptions", { email: "reader@example.co.uk" })).status).toBe(201);
    // The confirmation to the reader and the notice to the consultancy fail (and any mail of the
    // tests before that was still waiting).
    const failing = await waitFor(async () => {
      const rows = await db.selectFrom("mail_outbox").selectAll().where("status", "=", "pending").execute();
      const reader = rows.some((row) => row.recipient === "reader@example.co.uk");
      return reader && rows.every((row) => row.attempts > 0) ? rows : undefined;
    });
    const page = await (await get("/admin/mail", owner)).text();
    expect(page).toContain("Mail needs attention");
    expect(page).toContain("Retry now");

    sink = await startSmtpSink(smtpPort);
    // Back-off would wait longer; Retry sends now.
    for (const mail of failing) expect((await form("/admin/mail", owner, { id: mail.id })).status).toBe(200);
    await waitFor(() => sink!.messages.find((m) => m.to.includes("reader@example.co.uk")), 10_000);
    await waitFor(async () => {
      const rows = await db.selectFrom("mail_outbox").select("id").where("status", "=", "pending").execute();
      return rows.length === 0;
    });
    expect(await (await get("/admin/mail", owner)).text()).toContain("Mail is flowing");
  });

  it("erases a person: no table holds their address afterwards, and the log says only that it happened", async () => {
    const email = "kerensa@example.co.uk";
    const session = await confirmedSession(app, sink!, email, "198.19.2.1");
    expect(session).not.toBe("");
    await post("/api/contact", { firstName: "Kerensa", lastName: "Rowe", email, message: "Hello" });
    await post("/api/resource-requests", {
      name: "Kerensa Rowe",
      email,
      company: "Rowe Ltd",
      resourceTitle: "Incident Response Plan Template",
      resourceType: "Template",
    });
    await post("/api/subscriptions", { email });
    expect((await form("/admin/erase", owner, { email: "Kerensa@Example.co.uk" })).status).toBe(400);
    expect(
      (await form("/admin/erase", owner, { email: "Kerensa@Example.co.uk", confirm: "on" })).status,
    ).toBe(200);

    const tables = [
      "enquiries",
      "resource_requests",
      "subscriptions",
      "mail_outbox",
      "lead_notes",
      "user",
      "session",
      "account",
      "verification",
      "audit_log",
    ] as const;
    for (const table of tables) {
      const rows = await db.selectFrom(table).selectAll().execute();
      expect(JSON.stringify(rows).toLowerCase(), table).not.toContain("kerensa");
    }
    const erasures = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "person.erased")
      .execute();
    expect(erasures).toHaveLength(1);
    expect(erasures[0]).toMatchObject({ actor: OWNER, target: null, detail: null });
    expect((await get("/account", session)).headers.get("location")).toBe("/auth");
  });
});
