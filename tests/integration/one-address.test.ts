import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { company } from "../../app/content/company";
import { type DB, openDatabase } from "../../server/db";
import { confirmedSession, TEST_PASSWORD } from "../support/accounts";
import { HOSTILE_ADDRESSES, isOneAddress, PLAIN_ADDRESSES } from "../support/addresses";
import { type App, startApp } from "../support/app-server";
import { describeEachDatabase } from "../support/databases";
import { startSmtpSink, waitFor } from "../support/smtp-sink";

// 800 requests per database: more than the usual 20 s on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const ADMIN = "owner@example.co.uk";
const form = "application/x-www-form-urlencoded";

/** Every email field the site has, as the request that fills it: JSON APIs, page forms, better-auth, back office. */
const FIELDS: { name: string; path: string; type?: string; admin?: true; body: (email: string) => object }[] =
  [
    { name: "contact API", path: "/api/contact", body: (email) => enquiry(email) },
    { name: "contact page", path: "/?index", type: form, body: (email) => enquiry(email) },
    { name: "resource API", path: "/api/resource-requests", body: (email) => resource(email) },
    {
      name: "resource page",
      path: "/insights",
      type: form,
      body: (email) => ({ intent: "resource", ...resource(email) }),
    },
    { name: "subscribe API", path: "/api/subscriptions", body: (email) => ({ email }) },
    { name: "subscribe page", path: "/insights", type: form, body: (email) => ({ email }) },
    ...(["sign-up", "sign-in", "forgot-password", "resend-confirmation"] as const).map((action) => ({
      name: `account ${action} API`,
      path: `/api/account/${action}`,
      body: (email: string) => ({ fullName: "Jory Penhale", email, password: TEST_PASSWORD }),
    })),
    ...(["signup", "signin", "forgot", "resend"] as const).map((intent) => ({
      name: `/auth ${intent} form`,
      path: "/auth",
      type: form,
      body: (email: string) => ({ intent, fullName: "Jory Penhale", email, password: TEST_PASSWORD }),
    })),
    // better-auth's sign-up, reset-request and verification paths are closed (404: decision 026).
    ...(["sign-in/email"] as const).map((endpoint) => ({
      name: `better-auth ${endpoint}`,
      path: `/api/auth/${endpoint}`,
      body: (email: string) => ({ name: "Jory Penhale", email, password: TEST_PASSWORD }),
    })),
    {
      name: "erasure",
      path: "/admin/erase",
      type: form,
      admin: true,
      body: (email) => ({ email, confirm: "on" }),
    },
  ];

const enquiry = (email: string) => ({
  firstName: "Jory",
  lastName: "Penhale",
  email,
  message: "Hello there",
});
const resource = (email: string) => ({
  name: "Jory Penhale",
  email,
  company: "Penhale Boats",
  resourceTitle: "Incident Response Plan Template",
  resourceType: "Template",
});

describeEachDatabase("one address means one address on $name", (database) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: App;
  let db: DB;
  let admin: string;
  let client = 0;
  const send = (field: (typeof FIELDS)[number], email: string) => {
    const body = field.body(email) as Record<string, string>;
    return app.post(field.path, field.type === form ? new URLSearchParams(body).toString() : body, {
      "X-Forwarded-For": `198.18.${(++client >> 8) & 255}.${client & 255}`,
      ...(field.type ? { "Content-Type": field.type } : {}),
      ...(field.admin ? { Cookie: admin } : {}),
    });
  };

  /** Every address the site stored or queued mail for. */
  async function storedAddresses(): Promise<string[]> {
    const [enquiries, requests, subscriptions, users, outbox] = await Promise.all([
      db.selectFrom("enquiries").select("email").execute(),
      db.selectFrom("resource_requests").select("email").execute(),
      db.selectFrom("subscriptions").select("email").execute(),
      db.selectFrom("user").select("email").execute(),
      db.selectFrom("mail_outbox").select("recipient as email").execute(),
    ]);
    return [...enquiries, ...requests, ...subscriptions, ...users, ...outbox].map((row) => row.email);
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    const url = await database.url();
    db = openDatabase(url);
    app = await startApp({ DATABASE_URL: url, SMTP_URL: sink.url, TRUST_PROXY: "1", ADMIN_EMAILS: ADMIN });
    admin = await confirmedSession(app, sink, ADMIN);
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
    await db?.destroy();
  });

  it("every email field refuses a display name, brackets, a comment, a group, a list: 400, nothing stored", async () => {
    const before = (await storedAddresses()).length;
    const accepted: string[] = [];
    await Promise.all(
      FIELDS.map(async (field) => {
        for (const address of HOSTILE_ADDRESSES) {
          const { status } = await send(field, address);
          if (status !== 400) accepted.push(`${status} ${field.name}: ${JSON.stringify(address)}`);
        }
      }),
    );
    expect(accepted).toEqual([]);
    expect(await storedAddresses()).toHaveLength(before);
  });

  it("what is stored is one address, lower-cased, and the mail goes to exactly that address", async () => {
    for (const address of PLAIN_ADDRESSES) {
      for (const field of FIELDS.filter((f) => f.path.startsWith("/api/") && !f.name.includes("sign-in"))) {
        // better-auth's own API takes the address as sent: spaces around it are refused, not trimmed.
        const { status } = await send(field, field.path.startsWith("/api/auth/") ? address.trim() : address);
        expect(status, `${field.name} ${address}`).toBeLessThan(300);
      }
    }
    const stored = await storedAddresses();
    for (const address of PLAIN_ADDRESSES) expect(stored).toContain(address.trim().toLowerCase());
    for (const address of stored) expect(isOneAddress(address), address).toBe(true);
    for (const address of stored) expect(address).toBe(address.toLowerCase());
    // Every mail queued has reached the SMTP server, each to the one address it was queued for.
    const outbox = await db.selectFrom("mail_outbox").select("recipient").execute();
    await waitFor(() => sink.messages.length >= outbox.length);
    const recipients = sink.messages.flatMap((mail) => mail.to);
    expect(recipients.filter((to) => !stored.includes(to) && to !== company.email)).toEqual([]);
  });

  it("erasure finds an address however it was typed", async () => {
    const typed = "Kerensa.Hocking@Example.co.uk";
    const contact = FIELDS.find((field) => field.name === "contact API")!;
    const subscribe = FIELDS.find((field) => field.name === "subscribe page")!;
    expect((await send(contact, typed)).status).toBe(201);
    expect((await send(subscribe, ` ${typed.toUpperCase()} `)).status).toBe(200);
    expect((await storedAddresses()).filter((a) => a === typed.toLowerCase()).length).toBeGreaterThan(1);
    const erase = FIELDS.find((field) => field.name === "erasure")!;
    expect((await send(erase, "KERENSA.HOCKING@example.CO.UK")).status).toBe(200);
    expect((await storedAddresses()).filter((a) => a.toLowerCase() === typed.toLowerCase())).toEqual([]);
  });
});
