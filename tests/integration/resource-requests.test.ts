import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../app/content/resources";
import { openDatabase } from "../../server/db";
import { signDownloadToken } from "../../server/leads/download-links";
import { startApp } from "../support/app-server";
import { databases, describeEachDatabase } from "../support/databases";
import { OUR_MESSAGE_ID, readableMail, startSmtpSink, waitFor } from "../support/smtp-sink";

const request = {
  name: "Jenna Rowe",
  email: "jenna@example.co.uk",
  company: "Rowe & Daughters <Ltd>",
  resourceTitle: "Incident Response Plan Template",
  resourceType: "Template",
};
const SECRET = "integration-test-secret-of-at-least-32-chars";
const linkIn = (raw: string) => readableMail(raw).match(/https?:\/\/[^\s"<>]+\/download\?token=[\w.%-]+/)![0];

describeEachDatabase("resource requests on $name", (database) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: Awaited<ReturnType<typeof startApp>>;
  let databaseUrl: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    databaseUrl = await database.url();
    app = await startApp({
      DATABASE_URL: databaseUrl,
      SMTP_URL: sink.url,
      NOTIFY_EMAIL: "team@example.co.uk",
      TRUST_PROXY: "1",
    });
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });

  it("emails the requester a download link that opens the document, and tells the consultancy", async () => {
    const response = await app.post("/api/resource-requests", request, { "X-Forwarded-For": "198.51.100.1" });
    expect(response.status).toBe(201);
    expect((await response.json()).id).toMatch(/^[0-9a-f-]{36}$/);

    const team = await waitFor(() => sink.messages.find((m) => m.to.includes("team@example.co.uk")));
    team.raw = readableMail(team.raw);
    expect(team.raw).toContain("Rowe &amp; Daughters &lt;Ltd&gt;");
    expect(team.raw).toMatch(/Reply-To: jenna@example\.co\.uk/);
    expect(team.raw).toContain("Incident Response Plan Template");

    const mail = await waitFor(() => sink.messages.find((m) => m.to.includes("jenna@example.co.uk")));
    expect(readableMail(mail.raw)).toMatch(/Subject: Your free template: Incident Response Plan Template/);
    // The link goes to whatever address was typed: it carries no text the requester wrote but a first name.
    expect(readableMail(mail.raw)).toContain("Dear Jenna,");
    expect(mail.raw).not.toContain("Rowe");
    expect(mail.raw).not.toContain("Daughters");
    expect(readableMail(mail.raw)).toMatch(OUR_MESSAGE_ID);
    const link = new URL(linkIn(mail.raw));
    expect(link.pathname).toBe("/resources/incident-response-plan-template/download");
    const page = await fetch(`${app.base}${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Incident Response Plan Template");
    expect(html).toContain("How to use this template");
    expect(html).toContain('content="noindex, nofollow"');
  });

  it("refuses forged and moved links with 403", async () => {
    const mail = await waitFor(() => sink.messages.find((m) => m.to.includes("jenna@example.co.uk")));
    const link = new URL(linkIn(mail.raw));
    const token = link.searchParams.get("token")!;
    const forged = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    const tampered = await fetch(`${app.base}${link.pathname}?token=${encodeURIComponent(forged)}`);
    expect(tampered.status).toBe(403);
    expect(await tampered.text()).toContain("This download link is not valid");
    const moved = await fetch(
      `${app.base}/resources/ai-readiness-assessment/download?token=${encodeURIComponent(token)}`,
    );
    expect(moved.status).toBe(403);
    expect((await fetch(`${app.base}${link.pathname}`)).status).toBe(403);
  });

  it("keeps links valid across a restart (the signing key is kept in the database)", async () => {
    const mail = await waitFor(() => sink.messages.find((m) => m.to.includes("jenna@example.co.uk")));
    const link = new URL(linkIn(mail.raw));
    const again = await startApp({ DATABASE_URL: databaseUrl, SMTP_URL: sink.url });
    try {
      expect((await fetch(`${again.base}${link.pathname}${link.search}`)).status).toBe(200);
    } finally {
      await again.close();
    }
  });

  it("refuses invalid requests with the specification's notices", async () => {
    const headers = { "X-Forwarded-For": "198.51.100.2" };
    const blank = await app.post("/api/resource-requests", { ...request, company: "   " }, headers);
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({
      error: "Missing Information",
      fieldErrors: { company: "Please enter your company name." },
    });
    const badEmail = await app.post(
      "/api/resource-requests",
      { ...request, email: "jenna@example" },
      headers,
    );
    expect(await badEmail.json()).toEqual({
      error: "Invalid Email",
      fieldErrors: { email: "Please enter a valid email address." },
    });
    const unknown = await app.post(
      "/api/resource-requests",
      { ...request, resourceTitle: "Free Money Guide", resourceType: "Guide" },
      headers,
    );
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).fieldErrors.resourceTitle).toMatch(/free resources listed/);
  });

  it("accepts form-encoded bodies and limits each client to five requests a minute", async () => {
    const headers = {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": "198.51.100.3",
    };
    const body = new URLSearchParams({ ...request, email: "form@example.co.uk" }).toString();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await app.post("/api/resource-requests", body, headers)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("download links", () => {
  /** A resource request as the form stores it: a link works only while its request is stored. */
  async function storedRequest(databaseUrl: string, slug: string): Promise<string> {
    const resource = resources.find((r) => r.slug === slug)!;
    const id = randomUUID();
    const db = openDatabase(databaseUrl);
    try {
      await db
        .insertInto("resource_requests")
        .values({
          id,
          name: "Jenna Rowe",
          email: "jenna@example.co.uk",
          company: "Rowe Ltd",
          resource_slug: slug,
          resource_title: resource.title,
          resource_type: resource.type,
          created_at: new Date().toISOString(),
          source_page: null,
          source_referrer: null,
          utm_source: null,
          utm_medium: null,
          utm_campaign: null,
          last_activity_at: null,
        })
        .execute();
    } finally {
      await db.destroy();
    }
    return id;
  }

  it("open each of the twelve documents", async () => {
    const databaseUrl = await databases[0]!.url();
    const app = await startApp({ DATABASE_URL: databaseUrl, AUTH_SECRET: SECRET });
    try {
      for (const resource of resources) {
        const id = await storedRequest(databaseUrl, resource.slug);
        const token = signDownloadToken(SECRET, resource.slug, id);
        const page = await fetch(`${app.base}/resources/${resource.slug}/download?token=${token}`);
        expect(page.status, resource.slug).toBe(200);
        const html = await page.text();
        expect(html).toContain(`>${resource.title.replaceAll("&", "&amp;").replaceAll("'", "&#x27;")}</h1>`);
        expect(html).toContain("Next steps");
      }
    } finally {
      await app.close();
    }
  });

  it("answer 410 once seven days have passed, with a way to ask again", async () => {
    const databaseUrl = await databases[0]!.url();
    const app = await startApp({ DATABASE_URL: databaseUrl, AUTH_SECRET: SECRET });
    try {
      const slug = "cloud-migration-guide";
      const fresh = signDownloadToken(SECRET, slug, await storedRequest(databaseUrl, slug));
      expect((await fetch(`${app.base}/resources/${slug}/download?token=${fresh}`)).status).toBe(200);
      const eightDaysAgo = Date.now() - 8 * 24 * 60 * 60 * 1000;
      const old = signDownloadToken(
        SECRET,
        slug,
        await storedRequest(databaseUrl, slug),
        eightDaysAgo + 7 * 24 * 60 * 60 * 1000,
      );
      const expired = await fetch(`${app.base}/resources/${slug}/download?token=${old}`);
      expect(expired.status).toBe(410);
      const html = await expired.text();
      expect(html).toContain("This download link has expired");
      expect(html).toContain("Cloud Migration Planning Guide");
    } finally {
      await app.close();
    }
  });

  it("answer 410 when no request of theirs is stored, even signed and in date", async () => {
    const databaseUrl = await databases[0]!.url();
    const app = await startApp({ DATABASE_URL: databaseUrl, AUTH_SECRET: SECRET });
    try {
      const slug = "cloud-migration-guide";
      const link = (token: string) => fetch(`${app.base}/resources/${slug}/download?token=${token}`);
      const never = await link(signDownloadToken(SECRET, slug, randomUUID()));
      expect(never.status).toBe(410);
      expect(await never.text()).toContain("This download link no longer works");
      // A request for another resource does not open this one.
      const other = await storedRequest(databaseUrl, "incident-response-plan-template");
      expect((await link(signDownloadToken(SECRET, slug, other))).status).toBe(410);
      expect(
        (await link(signDownloadToken(SECRET, slug, await storedRequest(databaseUrl, slug)))).status,
      ).toBe(200);
    } finally {
      await app.close();
    }
  });
});
