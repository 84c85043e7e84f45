import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../server/db";
import { type App, startApp, twoInstancesOnPostgres } from "../support/app-server";
import { describeEachDatabase, withoutPostgres } from "../support/databases";

/** The three public forms: their API endpoint, the page action the no-JavaScript form posts to, a valid input. */
const forms = [
  {
    kind: "enquiry",
    api: "/api/contact",
    page: "/?index",
    table: "enquiries",
    limit: 1,
    absent: {
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email address is required",
      message: "Message is required",
    },
    input: (email: string) => ({
      firstName: "Loveday",
      lastName: "Pascoe",
      email,
      serviceInterests: ["cyber-security"],
      message: "Please call me about Cyber Essentials.",
    }),
  },
  {
    kind: "resource request",
    api: "/api/resource-requests",
    page: "/insights",
    table: "resource_requests",
    limit: 5,
    absent: { name: "Please enter your name.", email: "Please enter your email address." },
    input: (email: string) => ({
      intent: "resource",
      name: "Loveday Pascoe",
      email,
      company: "Pascoe Ltd",
      resourceTitle: "Incident Response Plan Template",
      resourceType: "Template",
    }),
  },
  {
    kind: "subscription",
    api: "/api/subscriptions",
    page: "/insights",
    table: "subscriptions",
    limit: 5,
    absent: { email: "Please enter your email address to subscribe." },
    input: (email: string) => ({ email }),
  },
] as const;

const byKind = forms.map((form) => [form.kind, form] as const);

const formPost = (
  app: App,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  app.post(path, new URLSearchParams(fields).toString(), {
    "Content-Type": "application/x-www-form-urlencoded",
    ...headers,
  });

describeEachDatabase("every form's guards on $name", (database) => {
  let app: App;
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await database.url();
    app = await startApp({ DATABASE_URL: databaseUrl, TRUST_PROXY: "1" });
  });
  afterAll(() => app?.close());

  /** Rows stored for an address; `%` matches anything (PostgreSQL cannot even compare a NUL). */
  async function storedFor(table: (typeof forms)[number]["table"], email: string): Promise<number> {
    const db = openDatabase(databaseUrl);
    try {
      return (await db.selectFrom(table).select("id").where("email", "like", email).execute()).length;
    } finally {
      await db.destroy();
    }
  }

  it.each(byKind)(
    "%s: a filled honeypot is answered as usual and dropped, by the API and the page",
    async (_, form) => {
      const fromApi = `bot-api-${form.table}@spam.example`;
      const fromPage = `bot-page-${form.table}@spam.example`;
      const api = await app.post(
        form.api,
        { ...form.input(fromApi), website: "http://spam.example" },
        { "X-Forwarded-For": "192.0.2.200" },
      );
      expect(api.status).toBe(201);
      const page = await formPost(
        app,
        form.page,
        { ...form.input(fromPage), website: "http://spam.example" },
        { "X-Forwarded-For": "192.0.2.201" },
      );
      expect(page.status).toBe(200);
      expect(await storedFor(form.table, fromApi)).toBe(0);
      expect(await storedFor(form.table, fromPage)).toBe(0);
    },
  );

  it.each(byKind)("%s: absent fields get the specification's messages from the API", async (_, form) => {
    const response = await app.post(form.api, {}, { "X-Forwarded-For": "192.0.2.210" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(body.fieldErrors).toMatchObject(form.absent);
    expect(JSON.stringify(body)).not.toMatch(/Invalid input|expected string/);
  });

  it.each(byKind)(
    "%s: a control character in any field is refused and nothing is stored",
    async (_, form) => {
      const email = "nul\u0000@example.co.uk";
      for (const [index, field] of Object.keys(form.input(email)).entries()) {
        if (field === "intent" || field === "serviceInterests") continue;
        const input: Record<string, unknown> = { ...form.input("ok@example.co.uk"), [field]: "a\u0000b" };
        const response = await app.post(form.api, input, { "X-Forwarded-For": `192.0.2.${220 + index}` });
        expect(response.status, field).toBe(400);
        expect(((await response.json()) as { fieldErrors: object }).fieldErrors, field).toHaveProperty(field);
      }
      const response = await app.post(form.api, form.input(email), { "X-Forwarded-For": "192.0.2.230" });
      expect(response.status).toBe(400);
      expect(await storedFor(form.table, "nul%@example.co.uk")).toBe(0);
      expect(await storedFor(form.table, "ok@example.co.uk")).toBe(0);
    },
  );

  it.each(byKind)("%s: posted to its page from another site, it is refused", async (_, form) => {
    const response = await formPost(app, form.page, form.input("cross@example.co.uk"), {
      Origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
  });

  it.each(byKind)(
    "%s: a post the browser marks cross-site is refused even when it names no origin (a sandboxed frame sends 'null')",
    async (_, form) => {
      let n = 0;
      const crossSite: Record<string, string>[] = [
        { Origin: "null", "Sec-Fetch-Site": "cross-site" },
        { "Sec-Fetch-Site": "cross-site" },
      ];
      for (const headers of crossSite) {
        const sent = { ...headers, "X-Forwarded-For": `192.0.2.${240 + n++}` };
        const api = await formPost(app, form.api, form.input("sandboxed@example.co.uk"), sent);
        const page = await formPost(app, form.page, form.input("sandboxed@example.co.uk"), sent);
        expect([api.status, page.status], JSON.stringify(headers)).toEqual([403, 403]);
      }
      expect(await storedFor(form.table, "sandboxed@example.co.uk")).toBe(0);
    },
  );

  it("a page action takes what the site's forms send and nothing else: 415, 405 and 411, never a 500", async () => {
    /** A body sent in chunks, without a Content-Length (no HTML form sends one so). */
    const chunked = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${app.base}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode("intent=subscribe&email=chunked%40example.co.uk"));
            controller.close();
          },
        }),
        duplex: "half",
      } as RequestInit);
    for (const path of ["/auth", "/insights", "/?index", "/account"]) {
      const statuses = [
        (await app.post(path, { intent: "signin" })).status,
        (await app.post(path, "intent=signin", { "Content-Type": "text/plain" })).status,
        (await app.post(path, "garbage", { "Content-Type": "multipart/form-data; boundary=x" })).status,
        (await fetch(`${app.base}${path}`, { method: "PUT" })).status,
        (await chunked(path)).status,
      ];
      expect(statuses, path).toEqual([415, 415, 415, 405, 411]);
    }
    // better-auth's own API is held to the same size as every form.
    const big = await app.post(
      "/api/auth/sign-up/email",
      { name: "x".repeat(70_000), email: "big@example.co.uk", password: "Str0ng!pass" },
      { Origin: "http://localhost:3000", "X-Forwarded-For": "192.0.2.250" },
    );
    expect(big.status).toBe(413);
    expect((await chunked("/api/auth/sign-in/email", { Origin: "http://localhost:3000" })).status).toBe(411);
  });

  it("a form posted to a page that takes none is the client's mistake: 405, and no error logged", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const form = { "Content-Type": "application/x-www-form-urlencoded" };
      expect((await app.post("/about", "a=b", form)).status).toBe(405);
      expect((await app.post("/account/data.json", "a=b", form)).status).toBe(405);
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it.each(byKind)(
    "%s: a client behind the proxy cannot step round the limit by writing its own X-Forwarded-For",
    async (_, form) => {
      const statuses: number[] = [];
      for (let n = 0; n <= form.limit; n++) {
        // The client wrote the first entry (a new one each time); the proxy appended the real address.
        const headers = { "X-Forwarded-For": `10.66.${n}.${n + 1}, 203.0.113.${forms.indexOf(form) + 70}` };
        statuses.push((await app.post(form.api, form.input(`limited${n}@example.co.uk`), headers)).status);
      }
      expect(statuses).toEqual([...Array(form.limit).fill(201), 429]);
      // The page action counts the same client against the same limit.
      const page = await formPost(app, form.page, form.input("page@example.co.uk"), {
        "X-Forwarded-For": `203.0.113.${forms.indexOf(form) + 70}`,
      });
      expect(page.status).toBe(429);
    },
  );
});

describe.skipIf(withoutPostgres)("two instances on one PostgreSQL database", () => {
  const apps = twoInstancesOnPostgres();

  it("share each client's limits: together they allow what one allows", async () => {
    const headers = { "X-Forwarded-For": "198.51.100.99" };
    const enquiry = forms[0].input("shared@example.co.uk");
    expect((await apps.first.post("/api/contact", enquiry, headers)).status).toBe(201);
    const again = await apps.second.post("/api/contact", enquiry, headers);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(25);
  });
});
