import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { createRequest } from "@remix-run/node-fetch-server";
import { type Kysely, sql } from "kysely";
import type { ActionFunctionArgs } from "react-router";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { formAction } from "~/lib/forms/form-action";
import type { LeadKind } from "~/shared/lead-kinds";
import { callback, flag, note, words } from "../../tests/support/callback-form";
import { describeEachDatabase, useMigratedDatabase } from "../../tests/support/databases";
import { createAdminServices } from "../admin";
import { createArticlePublishing } from "../articles/publishing";
import type { AccountServices } from "../auth/accounts";
import { createBookingServices } from "../booking";
import { pagePostRefusal } from "../http-body";
import { createLogger } from "../logger";
import { mailFiles } from "../mail/mail-files";
import { enqueueMail, forLead } from "../mail/outbox";
import { stampClientAddress, stampedClientAddress } from "../security/client-address";
import { createFormRegistry, type FormRegistry } from "./registry";
import { serveForm } from "./serve";

// The throwaway form's shared part is declared in tests/support/callback-form.ts (where
// app/forms/<name>/<name>.ts would hold it); its server part is here (<name>.server.ts).
/** Its kind of lead: a throwaway the registry does not declare (server/leads/lead-kinds.test.ts declares one). */
const CALLBACK = "callback" as LeadKind;
type CallbackRow = { id: string; email: string; call_kind: string; slot: string; source_page: string | null };

/** Its server part, as `<name>.server.ts` beside a real form's declaration would hold it. */
const callbackServer = serveForm(callback, {
  lead: CALLBACK,
  limit: { name: "callback-test", limit: 3, windowMs: 60_000, tooSoon: (s) => `Please wait ${s} seconds.` },
  async store(trx, { value, source }) {
    const id = randomUUID();
    // The table is the test's own: the database's types do not know it.
    const inserted = await (trx as unknown as Kysely<{ callbacks: CallbackRow }>)
      .insertInto("callbacks")
      .values({
        id,
        email: value.email,
        call_kind: value.callKind,
        slot: value.slot,
        source_page: source.source_page,
      })
      .onConflict((conflict) => conflict.column("slot").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0)
      return { ok: false, status: 409, error: words.taken, fieldErrors: { slot: words.taken } };
    const mail = {
      recipient: value.email,
      subject: "Your call",
      text_body: "We will call.",
      html_body: "<p>We will call.</p>",
    };
    await enqueueMail(trx, forLead(CALLBACK, id, [mail]));
    return { id };
  },
});
const noteServer = serveForm(note, {
  signedIn: true,
  accept: async ({ user }) => ({ ok: true, status: 200, headers: new Headers({ "X-Note-By": user!.email }) }),
});

const flagServer = serveForm(flag, {
  admin: true,
  accept: async ({ value, params, admin }) => ({
    ok: true,
    status: 200,
    details: { lead: `${params.type}/${params.id}`, reason: value.reason, by: admin.email },
  }),
});

/** The owner, the one admin here. */
const OWNER = { id: "u2", name: "Tamsin", email: "owner@example.co.uk", emailVerified: true };

/** The accounts as far as the pipeline asks them: a session for `session=jory`, the owner's for `session=owner`. */
const accounts = {
  session: async (headers: Headers) =>
    headers.get("Cookie") === "session=jory"
      ? { id: "u1", name: "Jory", email: "jory@example.co.uk", emailVerified: true }
      : headers.get("Cookie") === "session=owner"
        ? OWNER
        : null,
  staleHint: () => "kt_signed_in=; Max-Age=0",
} as unknown as AccountServices;

const SITE = "https://www.example.co.uk";

describeEachDatabase("a form declared once, mounted by the registry on $name", (database) => {
  const db = useMigratedDatabase(database);
  const log: string[] = [];
  const pokes = { mail: 0, tasks: 0 };
  let server: Server;
  let base: string;

  /**
   * The registry in front of a page, as server/app.ts puts it: the endpoints, the guard of every
   * page post, then the page's action as React Router calls a route's (`formAction`).
   */
  function site(registry: FormRegistry) {
    const action = formAction(callback, note);
    // A lead's page in the back office: its one form, its route's parameters from the address.
    const leadPage = formAction(flag);
    return createServer(async (req, res) => {
      stampClientAddress(req, 1);
      if (registry.handleApi(req, res)) return;
      const refusal = pagePostRefusal(req, SITE);
      if (refusal) {
        res.writeHead(refusal.status, refusal.headers);
        return res.end(refusal.message);
      }
      const context = { forms: registry, clientAddress: stampedClientAddress(req) };
      const lead = req.url?.match(/^\/admin\/leads\/([a-z]+)\/([\w-]+)$/);
      try {
        const answer = (await (lead ? leadPage : action)({
          request: createRequest(req, res),
          context,
          params: lead ? { type: lead[1], id: lead[2] } : {},
        } as ActionFunctionArgs)) as {
          data: unknown;
          init: ResponseInit | null;
        };
        res.setHeaders(new Headers(answer.init?.headers));
        res.writeHead(answer.init?.status ?? 200, { "Content-Type": "application/json" });
        res.end(JSON.stringify(answer.data));
      } catch (thrown) {
        if (!(thrown instanceof Response)) throw thrown;
        res.setHeaders(thrown.headers);
        res.writeHead(thrown.status);
        res.end();
      }
    });
  }

  beforeAll(async () => {
    await db()
      .schema.createTable("callbacks")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("email", "text", (column) => column.notNull())
      .addColumn("call_kind", "text", (column) => column.notNull())
      .addColumn("slot", "text", (column) => column.notNull().unique())
      .addColumn("source_page", "text")
      .execute();
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(chunk.toString("utf8"));
        done();
      },
    });
    const booking = createBookingServices({
      db: db(),
      logger: createLogger("silent"),
      siteUrl: SITE,
      signingSecret: "test-secret",
      busyCalendarUrl: undefined,
    });
    const articles = createArticlePublishing({
      db: db(),
      siteUrl: SITE,
      logger: createLogger("silent"),
      mailWorker: { poke: () => {} },
      changed: async () => {},
      built: () => false,
    });
    const registry = createFormRegistry(
      [callbackServer, noteServer, flagServer],
      {
        db: db(),
        logger: createLogger("warn", capture),
        notifyEmail: () => "team@example.co.uk",
        siteUrl: SITE,
        signingSecret: "test-secret",
        mailWorker: { poke: () => void pokes.mail++ },
        tasks: { poke: () => void pokes.tasks++ },
        accounts,
        bookings: booking.bookings,
        booking,
        articles,
        firmFacts: { save: async () => {} },
        isAdmin: (user) => user.email === OWNER.email,
        admin: createAdminServices({
          db: db(),
          accounts,
          adminEmails: [],
          siteUrl: SITE,
          mailWorker: { poke: () => {} },
          mailCopies: mailFiles(join(tmpdir(), "registry-test-mail")),
          booking,
          articles,
          messageIdDomain: "example.co.uk",
          notifyEmail: () => "team@example.co.uk",
        }),
        builtArticle: () => undefined,
      },
      { security: { "X-Content-Type-Options": "nosniff" }, siteUrl: SITE, logger: createLogger("silent") },
    );
    server = site(registry);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await db().schema.dropTable("callbacks").ifExists().execute();
  });
  beforeEach(async () => {
    await sql`delete from callbacks`.execute(db());
    await db().deleteFrom("mail_outbox").execute();
  });

  let client = 0;
  /** Each test its own client (one trusted proxy), so the limit counts only its own posts. */
  const newClient = () => `198.51.100.${++client}`;
  const valid = (slot: string) => ({
    name: "Morwenna Tregear",
    email: "morwenna@example.co.uk",
    callKind: "video",
    slot,
    source: { page: "/book", referrer: "https://search.example/?q=it+support" },
  });
  const api = (body: unknown, from: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/callbacks`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": from, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  /** A post without JavaScript: the form's fields, form-encoded, to the page that shows it. */
  const page = (fields: Record<string, string>, from: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/book`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": from, ...headers },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
  const pageFields = (slot: string) => ({
    name: "Jory Penhale",
    email: "jory@example.co.uk",
    callKind: "phone",
    slot,
  });
  const rows = () => sql<CallbackRow>`select * from callbacks`.execute(db()).then((result) => result.rows);
  const mails = () => db().selectFrom("mail_outbox").selectAll().execute();

  it("accepts through the endpoint: 201 with its id, its row and its mail in one transaction, the workers woken", async () => {
    const before = { ...pokes };
    const response = await api(valid("2027-06-08T09:00:00Z"), newClient());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await rows()).toEqual([
      {
        id,
        email: "morwenna@example.co.uk",
        call_kind: "video",
        slot: "2027-06-08T09:00:00Z",
        source_page: "/book",
      },
    ]);
    expect((await mails()).map((mail) => [mail.recipient, mail.lead_type, mail.lead_id])).toEqual([
      ["morwenna@example.co.uk", "callback", id],
    ]);
    expect([pokes.mail - before.mail, pokes.tasks - before.tasks]).toEqual([1, 1]);
  });

  it("accepts through the page action without JavaScript: the page again with what was sent", async () => {
    const response = await page({ ...pageFields("2027-06-08T10:00:00Z"), topic: "Backups" }, newClient());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      intent: "callback",
      ok: true,
      values: { ...pageFields("2027-06-08T10:00:00Z"), phone: "", topic: "Backups" },
    });
    expect((await rows()).map((row) => [row.email, row.source_page])).toEqual([
      ["jory@example.co.uk", "/book"],
    ]);
    expect(await mails()).toHaveLength(1);
  });

  it("answers a filled honeypot as usual and drops it, on both paths", async () => {
    const fromApi = await api(
      { ...valid("2027-06-08T11:00:00Z"), website: "http://spam.example" },
      newClient(),
    );
    const fromPage = await page({ ...pageFields("2027-06-08T11:30:00Z"), website: "spam" }, newClient());
    expect([fromApi.status, fromPage.status]).toEqual([201, 200]);
    expect(await rows()).toEqual([]);
    expect(await mails()).toEqual([]);
    expect(log.join("")).toContain("honeypot filled");
  });

  it("refuses a post from another site's page (403) and one over 64 KB (413), on both paths", async () => {
    const evil = { Origin: "https://evil.example" };
    const big = "x".repeat(70_000);
    const statuses = [
      (await api(valid("2027-06-08T12:00:00Z"), newClient(), evil)).status,
      (await page(pageFields("2027-06-08T12:00:00Z"), newClient(), evil)).status,
      (await api({ ...valid("2027-06-08T12:00:00Z"), topic: big }, newClient())).status,
      (await page({ ...pageFields("2027-06-08T12:00:00Z"), topic: big }, newClient())).status,
    ];
    expect(statuses).toEqual([403, 403, 413, 413]);
    expect(await rows()).toEqual([]);
  });

  it("refuses what its schema refuses: 400 with each field's message, optional fields left alone", async () => {
    const response = await api(
      { name: " ", email: "not-an-address", topic: "<script>alert(1)</script>" },
      newClient(),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Please correct the errors below and try again.",
      fieldErrors: {
        name: words.name,
        email: words.invalidEmail,
        callKind: words.callKind,
        slot: words.slot,
        topic: words.topic,
      },
    });
    expect(log.join("")).toContain("security: suspicious content");
    const fromPage = await page({ name: "Jory", email: "", callKind: "fax", slot: "" }, newClient());
    expect(fromPage.status).toBe(400);
    expect(await fromPage.json()).toMatchObject({
      intent: "callback",
      ok: false,
      fieldErrors: { email: words.email, callKind: words.callKind, slot: words.slot },
      values: { name: "Jory", callKind: "fax", phone: "", topic: "" },
    });
    expect(await rows()).toEqual([]);
  });

  it("answers 409 when the time was just taken, and stores nothing of the second", async () => {
    const slot = "2027-06-08T13:00:00Z";
    expect((await api(valid(slot), newClient())).status).toBe(201);
    const again = await api({ ...valid(slot), email: "second@example.co.uk" }, newClient());
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: words.taken, fieldErrors: { slot: words.taken } });
    const fromPage = await page(pageFields(slot), newClient());
    expect(fromPage.status).toBe(409);
    expect((await rows()).map((row) => row.email)).toEqual(["morwenna@example.co.uk"]);
    expect(await mails()).toHaveLength(1);
  });

  it("limits each client, well-formed posts only, across both paths: 429 with Retry-After", async () => {
    const from = newClient();
    expect((await api({}, from)).status).toBe(400);
    const statuses = [];
    for (let n = 0; n < 3; n++) statuses.push((await api(valid(`2027-06-09T0${n}:00:00Z`), from)).status);
    const limited = await api(valid("2027-06-09T05:00:00Z"), from);
    expect([...statuses, limited.status]).toEqual([201, 201, 201, 429]);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: expect.stringMatching(/^Please wait \d+ seconds\.$/) });
    expect((await page(pageFields("2027-06-09T06:00:00Z"), from)).status).toBe(429);
  });

  it("answers on a page with several forms the one its intent names, and no other", async () => {
    const other = await page({ intent: "note", note: "Call after four" }, newClient(), {
      Cookie: "session=jory",
    });
    expect([other.status, other.headers.get("X-Note-By"), await other.json()]).toEqual([
      200,
      "jory@example.co.uk",
      { intent: "note", ok: true, values: { note: "Call after four" } },
    ]);
    const unknown = await page({ intent: "constructor" }, newClient());
    expect(unknown.status).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it("sends a signed-out visitor of a signed-in-only form to sign in: 401 from its endpoint", async () => {
    const fromPage = await page({ intent: "note", note: "Hello" }, newClient(), { Cookie: "kt_signed_in=1" });
    expect([fromPage.status, fromPage.headers.get("Location")]).toEqual([302, "/auth"]);
    expect(fromPage.headers.get("Set-Cookie")).toBe("kt_signed_in=; Max-Age=0");
    const fromApi = await fetch(`${base}/api/notes`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ note: "Hello" }),
    });
    expect([fromApi.status, await fromApi.json()]).toEqual([401, { error: "Please sign in first." }]);
  });

  it("answers a back-office form for an admin only, with the lead its page's address names", async () => {
    const post = (fields: Record<string, string>, cookie?: string) =>
      fetch(`${base}/admin/leads/enquiry/e-42`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": newClient(),
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: new URLSearchParams(fields).toString(),
        redirect: "manual",
      });
    // Nobody but an admin learns it exists: signed out or signed in as someone else, 404.
    expect((await post({ reason: "Asked twice" })).status).toBe(404);
    expect((await post({ reason: "Asked twice" }, "session=jory")).status).toBe(404);
    const refused = await post({ reason: "   " }, "session=owner");
    expect([refused.status, await refused.json()]).toMatchObject([
      400,
      { intent: "flag", ok: false, fieldErrors: { reason: "Please say why." } },
    ]);
    const flagged = await post({ reason: " Asked twice ", id: "forged" }, "session=owner");
    expect([flagged.status, await flagged.json()]).toEqual([
      200,
      {
        intent: "flag",
        ok: true,
        values: { reason: " Asked twice " },
        details: { lead: "enquiry/e-42", reason: "Asked twice", by: OWNER.email },
      },
    ]);
  });
});
