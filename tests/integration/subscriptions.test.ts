import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startApp } from "../support/app-server";
import { describeEachDatabase } from "../support/databases";
import { OUR_MESSAGE_ID, readableMail, startSmtpSink, waitFor } from "../support/smtp-sink";

const run = promisify(execFile);

describeEachDatabase("subscriptions on $name", (database) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: Awaited<ReturnType<typeof startApp>>;
  let databaseUrl: string;
  const mailTo = (address: string, subject: RegExp) =>
    waitFor(() =>
      sink.messages
        .map((m) => ({ ...m, raw: readableMail(m.raw) }))
        .find((m) => m.to.includes(address) && subject.test(m.raw)),
    );

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

  it("refuses a blank address with the specification's notice", async () => {
    const response = await app.post(
      "/api/subscriptions",
      { email: "   " },
      { "X-Forwarded-For": "192.0.2.10" },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Email Required",
      fieldErrors: { email: "Please enter your email address to subscribe." },
    });
  });

  it("double opt-in: only a confirmed address gets article notices, each with one-click unsubscribe", async () => {
    const headers = { "X-Forwarded-For": "192.0.2.11" };
    expect((await app.post("/api/subscriptions", { email: " Reader@Example.co.uk " }, headers)).status).toBe(
      201,
    );
    expect((await app.post("/api/subscriptions", { email: "pending@example.co.uk" }, headers)).status).toBe(
      201,
    );

    const confirmation = await mailTo("reader@example.co.uk", /Subject: Confirm your subscription/);
    expect(confirmation.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    expect(confirmation.raw).toMatch(OUR_MESSAGE_ID);
    // The consultancy's inbox tells it the address (as stored: trimmed, lower case) is not yet confirmed.
    const team = await mailTo("team@example.co.uk", /reader@example\.co\.uk asked to subscribe/);
    expect(team.raw).toMatch(/^Subject: New insights subscription \(awaiting confirmation\)$/m);
    const confirm = new URL(
      confirmation.raw.match(/https?:\/\/\S+\/subscriptions\/confirm\?token=[\w-]+/)![0],
    );
    const page = await fetch(`${app.base}${confirm.pathname}${confirm.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Subscription confirmed");
    // An altered link confirms nothing, and says so with a 404.
    const altered = await fetch(`${app.base}${confirm.pathname}${confirm.search}x`);
    expect(altered.status).toBe(404);
    expect(await altered.text()).toContain("This link is not valid");

    // The script sends the outbox until it is empty before it ends: every notice has gone by then.
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "scripts/notify-subscribers.ts", "ai-smes-cornwall"],
      { env: { ...process.env, DATABASE_URL: databaseUrl, SMTP_URL: sink.url, LOG_LEVEL: "silent" } },
    );
    expect(stdout).toContain("for 1 confirmed subscriber(s).");
    const notice = await mailTo("reader@example.co.uk", /Subject: New insight:/);
    expect(notice.raw).toContain("/insights/ai-smes-cornwall");
    const unsubscribe = new URL(notice.raw.match(/List-Unsubscribe: <([^>]+)>/)![1]!);
    expect(
      sink.messages.filter((m) => m.to.includes("pending@example.co.uk") && /New insight/.test(m.raw)),
    ).toEqual([]);

    // The link's page offers the button; an altered link says at once that it is not valid (404).
    const offer = await fetch(`${app.base}${unsubscribe.pathname}${unsubscribe.search}`);
    expect(offer.status).toBe(200);
    expect(await offer.text()).toContain(">Unsubscribe</button>");
    const alteredLeave = await fetch(`${app.base}${unsubscribe.pathname}${unsubscribe.search}x`);
    expect(alteredLeave.status).toBe(404);
    const alteredPage = await alteredLeave.text();
    expect(alteredPage).toContain("This link is not valid");
    expect(alteredPage).not.toContain(">Unsubscribe</button>");

    // RFC 8058: the mail client posts "List-Unsubscribe=One-Click" to the link.
    const oneClick = await fetch(`${app.base}${unsubscribe.pathname}${unsubscribe.search}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain("You have been unsubscribed");
  });
});
