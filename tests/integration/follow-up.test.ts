import { generateKeyPairSync } from "node:crypto";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { leadPage } from "../../app/content/back-office-pages";
import { REPLY_MAX, replyForm } from "../../app/content/follow-up";
import { type DB, openDatabase } from "../../server/db";
import { dkimRecord } from "../../server/mail/dkim";
import { confirmedSession } from "../support/accounts";
import { type App, startApp } from "../support/app-server";
import { seedBooking } from "../support/bookings";
import { describeEachDatabase } from "../support/databases";
import { mailMatching, outboxIdOf, readableMail, startSmtpSink, waitFor } from "../support/smtp-sink";

const OWNER = "owner@kernow-mail.example.co.uk";
const DOMAIN = "kernow-mail.example.co.uk";
const SELECTOR = "kt2026";

/** A header's value in a raw message (unfolded). */
const header = (raw: string, name: string) =>
  raw
    .replace(/\r?\n[ \t]+/g, " ")
    .match(new RegExp(`^${name}:\\s*(.+)$`, "im"))?.[1]
    ?.trim();

/** The stage a lead's page shows, as text: the pill beside its kind and date. */
const stageOn = (html: string) =>
  html.match(/<span class="inline-block rounded-full[^"]*">([^<]+)<\/span>/)?.[1];

describeEachDatabase("following up a lead on $name", (database) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: App;
  let db: DB;
  let owner: string;
  let record: string;
  let client = 0;
  const post = (path: string, body: unknown) =>
    app.post(path, body, { "X-Forwarded-For": `198.19.4.${++client}` });
  const get = (path: string) =>
    fetch(`${app.base}${path}`, { redirect: "manual", headers: { Cookie: owner } });
  const form = (path: string, fields: Record<string, string>) => app.submit(path, fields, owner);

  beforeAll(async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    record = dkimRecord(pem);
    sink = await startSmtpSink();
    const url = await database.url();
    db = openDatabase(url);
    app = await startApp({
      DATABASE_URL: url,
      SMTP_URL: sink.url,
      TRUST_PROXY: "1",
      ADMIN_EMAILS: OWNER,
      MAIL_FROM: `Kernow Tech Consulting <hello@${DOMAIN}>`,
      NOTIFY_EMAIL: `team@${DOMAIN}`,
      DKIM_DOMAIN: DOMAIN,
      DKIM_SELECTOR: SELECTOR,
      DKIM_PRIVATE_KEY: pem,
    });
    owner = await confirmedSession(app, sink, OWNER);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await sink?.close();
    await db?.destroy();
  });

  it("sends a reply in the visitor's thread, signed, Reply-To the owner; the lead moves to Replied", async () => {
    const email = "morwenna@example.org";
    const response = await post("/api/contact", {
      firstName: "Morwenna",
      lastName: "Trelease",
      email,
      company: "Penhale Boatyard",
      message: "Could you look at our backups?",
    });
    const { id } = (await response.json()) as { id: string };
    const acknowledgement = await mailMatching(sink, email, "Thank you, Morwenna");
    const thread = header(acknowledgement.raw, "Message-ID");
    expect(thread).toBe(`<${outboxIdOf(acknowledgement)}@${DOMAIN}>`);

    const page = `/admin/leads/enquiry/${id}`;
    const before = await (await get(page)).text();
    expect(stageOn(before)).toBe("New");
    expect(before).toMatch(/<label[^>]*for="reply"[^>]*>Reply<\/label>/);
    expect(before).toContain(">Send reply</button>");

    const sent = await form(page, {
      intent: "reply",
      reply: "Hello Morwenna,\n\nYes: <b>Tuesday</b> at 10?\n\nDaniel",
    });
    expect(sent.status).toBe(200);
    const reply = await mailMatching(sink, email, "Tuesday");
    expect(header(reply.raw, "In-Reply-To")).toBe(thread);
    expect(header(reply.raw, "References")).toBe(thread);
    expect(header(reply.raw, "Reply-To")).toBe(OWNER);
    expect(header(reply.raw, "From")).toContain(`hello@${DOMAIN}`);
    expect(header(reply.raw, "Subject")).toBe("Re: Thank you for contacting Kernow Tech Consulting");
    // The owner's words are text: the angle brackets arrive as typed, never as markup.
    expect(readableMail(reply.raw)).toContain("&lt;b&gt;Tuesday&lt;/b&gt;");
    const resolver = async (name: string, type: string) => {
      if (type === "TXT" && name === `${SELECTOR}._domainkey.${DOMAIN}`) return [[record]];
      throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: "ENOTFOUND" });
    };
    const verified = await dkimVerify(Buffer.from(reply.raw), { resolver });
    expect(verified.results.map((r) => r.status.result)).toEqual(["pass"]);

    const after = await (await get(page)).text();
    expect(stageOn(after)).toBe("Replied");
    const followUp = await db
      .selectFrom("lead_follow_up")
      .selectAll()
      .where("lead_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(followUp.stage).toBe("replied");
    expect(followUp.first_replied_at).not.toBeNull();
    // On the lead's timeline with its delivery state, and audited.
    await waitFor(async () => !(await (await get(page)).text()).includes("waiting to be sent") || undefined);
    expect(await (await get(page)).text()).toContain("Re: Thank you for contacting");
    const audit = await db
      .selectFrom("audit_log")
      .select("action")
      .where("target", "=", `enquiry:${id}`)
      .execute();
    expect(audit.map((row) => row.action)).toContain("lead.reply");
    // The inbox's first view shows the 30-day median of first replies.
    expect(await (await get("/admin")).text()).toMatch(
      /Median time to first reply, last 30 days: (less than a minute|\d+ minutes?)/,
    );
  });

  it("keeps a stage and a next step with a date, audited; refuses a stage that is not one", async () => {
    const { id } = (await (
      await post("/api/contact", {
        firstName: "Jago",
        lastName: "Penrose",
        email: "jago@example.org",
        message: "A quote?",
      })
    ).json()) as { id: string };
    const page = `/admin/leads/enquiry/${id}`;
    const saved = await form(page, {
      intent: "stage",
      stage: "proposal",
      nextStep: "Send the quote",
      nextStepOn: "2026-12-02",
    });
    expect(saved.status).toBe(200);
    const text = await (await get(page)).text();
    expect(stageOn(text)).toBe("Proposal");
    expect(text).toContain("Next: Send the quote (2 December 2026)");
    expect(
      (await form(page, { intent: "stage", stage: "closed-ish", nextStep: "", nextStepOn: "" })).status,
    ).toBe(400);
    expect(
      (await form(page, { intent: "stage", stage: "won", nextStep: "x", nextStepOn: "2026-02-30" })).status,
    ).toBe(400);
    const audit = await db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("target", "=", `enquiry:${id}`)
      .execute();
    expect(audit).toContainEqual({
      action: "lead.stage",
      detail: "proposal; next: Send the quote on 2026-12-02",
    });
    // Won work is kept as long as the privacy policy says for won work (the lead's own status). A
    // post that names no form is the stage's, the page's form.
    expect((await form(page, { stage: "won", nextStep: "", nextStepOn: "" })).status).toBe(200);
    expect(
      (await db.selectFrom("enquiries").select("lead_status").where("id", "=", id).executeTakeFirstOrThrow())
        .lead_status,
    ).toBe("won");
    // The person's timeline says each change as the lead's page does: the stage's name, the day in words.
    const timeline = await (await get(`/admin/people/${encodeURIComponent("jago@example.org")}`)).text();
    expect(timeline).toContain("Stage: Proposal. Next: Send the quote (2 December 2026)");
    expect(timeline).toContain("Stage: Won<");
    // A next step without a day reads without empty brackets.
    await form(page, { intent: "stage", stage: "proposal", nextStep: "Ring Jago", nextStepOn: "" });
    expect(await (await get(page)).text()).toContain("Next: Ring Jago<");
  });

  it("reads a cancelled call as cancelled, never as New; a booked call moves the person's enquiry to Call booked", async () => {
    const start = Date.now() + 3 * 86_400_000;
    const cancelled = await seedBooking(db, {
      start,
      name: "Tamsin Kitto",
      email: "tamsin@example.org",
      status: "cancelled",
    });
    const text = await (await get(`/admin/leads/booking/${cancelled}`)).text();
    expect(stageOn(text)).toBe("Call cancelled");
    const inbox = await (await get("/admin?type=booking")).text();
    expect(inbox).toMatch(/Tamsin Kitto[\s\S]*?>Call cancelled</);

    const { id } = (await (
      await post("/api/contact", {
        firstName: "Loveday",
        lastName: "Hosken",
        email: "loveday@example.org",
        message: "Backups?",
      })
    ).json()) as { id: string };
    await seedBooking(db, { start: start + 3_600_000, name: "Loveday Hosken", email: "Loveday@Example.org" });
    expect(stageOn(await (await get(`/admin/leads/enquiry/${id}`)).text())).toBe("Call booked");
  });

  it("refuses a reply to an erased person, and one with nothing in it, keeping what was typed", async () => {
    const email = "kerensa@example.org";
    const { id } = (await (
      await post("/api/contact", { firstName: "Kerensa", lastName: "Rowe", email, message: "Hello" })
    ).json()) as { id: string };
    const page = `/admin/leads/enquiry/${id}`;
    const empty = await form(page, { intent: "reply", reply: "   \n  " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Write the reply first.");
    expect((await form("/admin/erase", { email, confirm: "on" })).status).toBe(200);
    const refused = await form(page, { intent: "reply", reply: "Are you still there?" });
    expect(refused.status).toBe(410);
    expect(await db.selectFrom("mail_outbox").select("id").where("recipient", "=", email).execute()).toEqual(
      [],
    );
  });

  it("refuses, with 400 and why, a reply over its length, an empty note, a post that names no form and holds nothing, and a next step in 9999, saving nothing", async () => {
    const { id } = (await (
      await post("/api/contact", {
        firstName: "Demelza",
        lastName: "Nance",
        email: "demelza@example.org",
        message: "Hi",
      })
    ).json()) as { id: string };
    const page = `/admin/leads/enquiry/${id}`;
    const long = await form(page, { intent: "reply", reply: "x".repeat(REPLY_MAX + 1) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain(replyForm.tooLong);
    const blank = await form(page, { intent: "note", note: " \n\t " });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain(leadPage.notSaved);
    const unnamed = await form(page, {});
    expect(unnamed.status).toBe(400);
    expect(await unnamed.text()).toContain(leadPage.notSaved);
    // A next step dated in the year 9999 is a slip of the keyboard, not a plan.
    const farOff = await form(page, {
      intent: "stage",
      stage: "proposal",
      nextStep: "Send the quote",
      nextStepOn: "9999-12-31",
    });
    expect(farOff.status).toBe(400);
    expect(await farOff.text()).toContain(leadPage.notSaved);
    const audit = await db
      .selectFrom("audit_log")
      .select("action")
      .where("target", "=", `enquiry:${id}`)
      .execute();
    expect(audit).toEqual([]);
    expect(
      await db
        .selectFrom("mail_outbox")
        .select("id")
        .where("subject", "like", "Re:%")
        .where("recipient", "=", "demelza@example.org")
        .execute(),
    ).toEqual([]);
  });

  it("gathers one person's enquiry, resource request and subscription on their page, with every mail", async () => {
    const email = "ia.nance@example.org";
    await post("/api/contact", {
      firstName: "Ia",
      lastName: "Nance",
      email,
      message: "Can you help with Wi-Fi?",
    });
    await post("/api/resource-requests", {
      name: "Ia Nance",
      email: "IA.Nance@example.org",
      company: "Nance Nurseries",
      resourceTitle: "Incident Response Plan Template",
      resourceType: "Template",
    });
    await post("/api/subscriptions", { email });
    await waitFor(async () => {
      const rows = await db
        .selectFrom("mail_outbox")
        .select("status")
        .where("recipient", "in", [email, "IA.Nance@example.org"])
        .execute();
      return rows.length >= 3 && rows.every((row) => row.status === "sent");
    });
    const inbox = await (await get("/admin?type=all")).text();
    expect(inbox).toContain(`href="/admin/people/${encodeURIComponent(email)}"`);
    const response = await get(`/admin/people/${encodeURIComponent(email)}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const kind of ["Enquiry received", "Resource request received", "Subscription received"])
      expect(text).toContain(kind);
    expect(text).toContain("Mail: Thank you for contacting Kernow Tech Consulting");
    expect(text.match(/>sent </g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(
      await form(`/admin/people/${encodeURIComponent(email)}`, { note: "Met at the Royal Cornwall Show." }),
    ).toMatchObject({ status: 200 });
    expect(await (await get(`/admin/people/${encodeURIComponent(email)}`)).text()).toContain(
      "Met at the Royal Cornwall Show.",
    );
    const csv = await (await get(`/admin/people/${encodeURIComponent(email)}/data.csv`)).text();
    expect(csv.trim().split("\r\n")).toHaveLength(4);
    expect((await get("/admin/people/not-an-address")).status).toBe(404);
  });

  it("keeps likely spam aside: out of the inbox and never overdue, restored in one tap", async () => {
    const { id } = (await (
      await post("/api/contact", {
        firstName: "Mike",
        lastName: "Anderson",
        email: "mike@linksbazaar.example",
        message:
          "We sell high quality backlinks and guest posts: https://linksbazaar.example https://linksbazaar.example/price",
      })
    ).json()) as { id: string };
    const inbox = await (await get("/admin")).text();
    expect(inbox).not.toContain("Mike Anderson");
    const spam = await (await get("/admin/spam")).text();
    expect(spam).toContain("Mike Anderson");
    expect(spam).toContain("Kept aside as likely spam: SEO sales words, 2 links");
    expect((await form("/admin/spam", { type: "enquiry", id })).status).toBe(200);
    expect(await (await get("/admin")).text()).toContain("Mike Anderson");
    const audit = await db
      .selectFrom("audit_log")
      .select("action")
      .where("target", "=", `enquiry:${id}`)
      .execute();
    expect(audit.map((row) => row.action)).toContain("lead.not-spam");
  });

  it("keeps a reply the mail server refuses on the lead's page with the reason, and sends it when retried", async () => {
    const email = "wenna@example.org";
    const { id } = (await (
      await post("/api/contact", { firstName: "Wenna", lastName: "Oates", email, message: "Hello" })
    ).json()) as { id: string };
    await mailMatching(sink, email, "Thank you, Wenna");
    const port = sink.port;
    await sink.close();
    const page = `/admin/leads/enquiry/${id}`;
    expect((await form(page, { intent: "reply", reply: "Back to you on Monday." })).status).toBe(200);
    const reply = await waitFor(async () => {
      const row = await db
        .selectFrom("mail_outbox")
        .selectAll()
        .where("recipient", "=", email)
        .where("subject", "like", "Re:%")
        .executeTakeFirst();
      return row && row.attempts > 0 && row.status === "pending" ? row : undefined;
    });
    expect(reply.last_error).toBeTruthy();
    expect(await (await get(page)).text()).toContain("failing after");
    sink = await startSmtpSink(port);
    expect((await form("/admin/mail", { id: reply.id })).status).toBe(200);
    const arrived = await mailMatching(sink, email, "Back to you on Monday.");
    expect(outboxIdOf(arrived)).toBe(reply.id);
  });
});
