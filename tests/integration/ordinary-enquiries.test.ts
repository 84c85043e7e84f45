import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "../../server/db";
import { type App, startApp } from "../support/app-server";
import { describeEachDatabase } from "../support/databases";
import { INJECTION_PAYLOADS } from "../support/injection-payloads";
import { ORDINARY_ENQUIRIES } from "../support/ordinary-enquiries";

/** Enquiries the old rule refused for their words ("document.", "JavaScript:", "window.", "eval"). */
const ordinary = ORDINARY_ENQUIRIES.filter(({ message }) =>
  /document\.|javascript:|window\.|eval|embed|object|on \w+ =/i.test(message),
);
const enquiry = (index: number, message: string) => {
  const { firstName, lastName, company } = ordinary[index % ordinary.length]!;
  return { firstName, lastName, company: company ?? "", email: `ordinary${index}@example.co.uk`, message };
};
/** A client of its own for each post: one enquiry per client per 30 seconds. */
const from = (index: number) => ({ "X-Forwarded-For": `198.51.100.${index + 1}` });

describeEachDatabase("ordinary enquiries reach the consultancy on $name", (database) => {
  let app: App;
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await database.url();
    app = await startApp({ DATABASE_URL: databaseUrl, TRUST_PROXY: "1", LOG_LEVEL: "warn" });
  });
  afterAll(() => app?.close());

  it("takes them through the API and the page without JavaScript, and stores each", async () => {
    expect(ordinary.length).toBeGreaterThanOrEqual(6);
    const sent: string[] = [];
    for (const [index, { message }] of ordinary.slice(0, 3).entries()) {
      const response = await app.post("/api/contact", enquiry(index, message), from(index));
      expect(response.status, message).toBe(201);
      sent.push(message);
    }
    for (const [index, { message }] of ordinary.slice(3, 6).entries()) {
      const fields = { ...enquiry(10 + index, message), serviceInterests: "cyber-security" };
      const response = await app.submit("/?index", fields, "", from(10 + index));
      expect(response.status, message).toBe(200);
      const html = await response.text();
      expect(html).toContain("Message Sent!");
      expect(html).toMatch(/A director reads your message and will email you by \d\d:[03]0 /);
      sent.push(message);
    }
    const db = openDatabase(databaseUrl);
    try {
      const stored = await db.selectFrom("enquiries").select("message").execute();
      expect(stored.map((row) => row.message).sort()).toEqual(sent.sort());
    } finally {
      await db.destroy();
    }
  });

  it("refuses script with the field's message, keeps what was typed, and logs a security event", async () => {
    const payload = INJECTION_PAYLOADS[0]!;
    const api = await app.post("/api/contact", enquiry(20, `Hello ${payload}`), from(20));
    expect(api.status).toBe(400);
    expect((await api.json()).fieldErrors).toEqual({ message: "Message contains invalid content" });
    const typed = "Please review the document. Then <script>alert(1)</script>";
    const page = await app.submit("/?index", enquiry(21, typed), "", from(21));
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain("Message contains invalid content");
    expect(html).toContain("Please review the document. Then &lt;script&gt;alert(1)&lt;/script&gt;");
    const events = app.log.filter((line) => line.includes("security: suspicious content"));
    expect(events.map((line) => JSON.parse(line).field)).toEqual(["message", "message"]);
  });
});
