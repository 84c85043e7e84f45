import { afterAll, beforeAll, expect, it } from "vitest";
import { company } from "../../app/content/company";
import { formatReplyBy } from "../../app/shared/reply-by";
import { openDatabase } from "../../server/db";
import { startApp } from "../support/app-server";
import { describeEachDatabase } from "../support/databases";
import { OUR_MESSAGE_ID, readableMail, startSmtpSink, waitFor } from "../support/smtp-sink";

const enquiry = {
  firstName: "Morwenna",
  lastName: "<script>alert(1)</script>Tre",
  email: "morwenna@example.co.uk",
  company: "Harbour & Sons",
  serviceInterests: ["cyber-security", "other"],
  otherService: "Drone survey data",
  message: "We need Cyber Essentials before our insurance renewal.",
};
const valid = { ...enquiry, lastName: "Trelawny" };

describeEachDatabase("enquiries on $name", (database) => {
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

  it("stores a valid enquiry, tells the consultancy and acknowledges the enquirer", async () => {
    const response = await app.post("/api/contact", valid, { "X-Forwarded-For": "203.0.113.1" });
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
    // When the reply is due: within one working day, on the half hour.
    const replyBy = Date.parse(answer.replyBy);
    expect(replyBy % (30 * 60_000)).toBe(0);
    expect(replyBy - Date.now()).toBeGreaterThan(0);
    expect(replyBy - Date.now()).toBeLessThan(8 * 24 * 60 * 60_000);
    const team = await waitFor(() => sink.messages.find((m) => m.to.includes("team@example.co.uk")));
    expect(team.raw).toContain("Harbour &amp; Sons");
    expect(team.raw).toContain("Drone survey data");
    expect(team.raw).toMatch(/Reply-To: morwenna@example\.co\.uk/);
    const ack = await waitFor(() => sink.messages.find((m) => m.to.includes("morwenna@example.co.uk")));
    const dueAt = formatReplyBy(answer.replyBy, 0).replace(/ on .*/, "");
    expect(readableMail(ack.raw)).toContain(`One of our directors will reply ${dueAt}`);
    expect(readableMail(ack.raw)).toContain("we answer every enquiry within one working day");
  });

  it("acknowledges with nothing the enquirer wrote but a short first name, from the site's own domain", async () => {
    const relay = {
      ...valid,
      firstName: "Stranger",
      email: "stranger@example.org",
      company: "Cheap Pills Direct",
      message: "Buy cheap pills at https://pills.example today",
    };
    const response = await app.post("/api/contact", relay, { "X-Forwarded-For": "203.0.113.8" });
    expect(response.status).toBe(201);
    const ack = await waitFor(() => sink.messages.find((m) => m.to.includes("stranger@example.org")));
    const text = readableMail(ack.raw);
    expect(text).toContain("Thank you, Stranger");
    for (const visitorText of ["cheap pills", "pills.example", "Cheap Pills Direct", "Trelawny"])
      expect(text).not.toContain(visitorText);
    const team = await waitFor(() =>
      sink.messages.find((m) => m.to.includes("team@example.co.uk") && m.raw.includes("Cheap Pills Direct")),
    );
    expect(readableMail(team.raw)).toContain("pills.example");
    for (const mail of [ack, team]) expect(readableMail(mail.raw)).toMatch(OUR_MESSAGE_ID);
  });

  it("refuses invalid input with the specification's messages", async () => {
    const response = await app.post(
      "/api/contact",
      { ...enquiry, email: "not-an-email", message: "" },
      { "X-Forwarded-For": "203.0.113.2" },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Please correct the errors below and try again.",
      fieldErrors: {
        lastName: "Invalid characters detected",
        email: "Please enter a valid email address",
        message: "Message is required",
      },
    });
  });

  it("accepts form-encoded bodies, like the page without JavaScript", async () => {
    const form = new URLSearchParams({ ...valid, serviceInterests: "ai-consultancy" });
    const response = await app.post("/api/contact", form.toString(), {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": "203.0.113.3",
    });
    expect(response.status).toBe(201);
  });

  it("limits a client to one enquiry per 30 seconds", async () => {
    const headers = { "X-Forwarded-For": "203.0.113.4" };
    expect((await app.post("/api/contact", valid, headers)).status).toBe(201);
    const again = await app.post("/api/contact", valid, headers);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses oversized bodies, foreign origins, and quietly drops honeypot hits", async () => {
    const big = await app.post(
      "/api/contact",
      { ...valid, message: "x".repeat(70_000) },
      { "X-Forwarded-For": "203.0.113.5" },
    );
    expect(big.status).toBe(413);
    const foreign = await app.post("/api/contact", valid, {
      Origin: "https://evil.example",
      "X-Forwarded-For": "203.0.113.6",
    });
    expect(foreign.status).toBe(403);
    const bot = await app.post(
      "/api/contact",
      { ...valid, email: "bot@spam.example", website: "http://spam.example" },
      { "X-Forwarded-For": "203.0.113.7" },
    );
    expect(bot.status).toBe(201);
    // Dropped before anything is stored: a mail is written with its lead, before the answer, so
    // none will ever go.
    const db = openDatabase(databaseUrl);
    try {
      const mails = await db.selectFrom("mail_outbox").select("recipient").execute();
      expect(mails.length).toBeGreaterThan(0); // the earlier tests' mails
      expect(mails.filter((mail) => mail.recipient === "bot@spam.example")).toEqual([]);
      const queued = await db
        .selectFrom("mail_outbox")
        .select("id")
        .where("text_body", "like", "%bot@spam%")
        .execute();
      expect(queued).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it("answers ready while the database answers", async () => {
    expect((await fetch(`${app.base}/readyz`)).status).toBe(200);
  });
});

describeEachDatabase("the outbox on $name", (database) => {
  it("delivers mail accepted while the mail server was down, once it is back", async () => {
    const sink = await startSmtpSink();
    const port = sink.port;
    await sink.close();
    const databaseUrl = await database.url();
    const app = await startApp({ DATABASE_URL: databaseUrl, SMTP_URL: `smtp://127.0.0.1:${port}` });
    const db = openDatabase(databaseUrl);
    try {
      const response = await app.post("/api/contact", valid);
      expect(response.status).toBe(201);
      // The outbox has tried both mails and failed, as the back office's mail page would show.
      await waitFor(async () => {
        const tried = await db
          .selectFrom("mail_outbox")
          .select("last_error")
          .where("attempts", ">=", 1)
          .execute();
        return tried.length === 2 && tried.every((mail) => mail.last_error);
      });
      const back = await startSmtpSink(port);
      try {
        const delivered = await waitFor(() => back.messages.length >= 2 && back.messages, 20_000);
        expect(delivered.map((m) => m.to[0]).sort()).toEqual(
          [company.email, "morwenna@example.co.uk"].sort(),
        );
      } finally {
        await back.close();
      }
    } finally {
      await db.destroy();
      await app.close();
    }
  });
});
