import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBooking } from "../../tests/support/bookings";
import { describeEachDatabase, freshPostgresDatabase, withoutPostgres } from "../../tests/support/databases";
import { type DB, migrate, openDatabase } from "../db";
import { runJobIfDue } from "../jobs/scheduled-job";
import { createLogger } from "../logger";
import { mailFiles } from "../mail/mail-files";
import { enqueueMail, forLead } from "../mail/outbox";
import { applyRetention, RETENTION, retentionJob } from "./retention";

const DAY = 24 * 60 * 60_000;
const NOW = Date.parse("2026-11-23T12:00:00.000Z");
const iso = (ms: number) => new Date(ms).toISOString();

describeEachDatabase("retention on $name", (database) => {
  let db: DB;
  beforeAll(async () => {
    db = openDatabase(await database.url());
    await migrate(db);
  });
  afterAll(() => db?.destroy());

  async function enquiry(label: string, lastActivity: number, status: "new" | "won" = "new") {
    await db
      .insertInto("enquiries")
      .values({
        id: randomUUID(),
        first_name: label,
        last_name: "Test",
        email: `${label}@example.co.uk`,
        company: null,
        service_interests: "[]",
        other_service: null,
        message: "Hello",
        client_address: null,
        created_at: iso(lastActivity - 30 * DAY),
        last_activity_at: iso(lastActivity),
        lead_status: status,
      })
      .execute();
  }
  async function subscription(label: string, status: "pending" | "confirmed" | "unsubscribed", at: number) {
    await db
      .insertInto("subscriptions")
      .values({
        id: randomUUID(),
        email: `${label}@example.co.uk`,
        status,
        token: randomUUID(),
        created_at: iso(at),
        confirmed_at: status === "confirmed" ? iso(at) : null,
        unsubscribed_at: status === "unsubscribed" ? iso(at) : null,
      })
      .execute();
  }
  const remaining = async (table: "enquiries" | "subscriptions") =>
    (await db.selectFrom(table).select("email").execute()).map((row) => row.email.split("@")[0]).sort();

  it("keeps each kind of lead as long as the privacy policy says, a day either side of each limit", async () => {
    await enquiry("lead-kept", NOW - RETENTION.leadsMs + DAY);
    await enquiry("lead-gone", NOW - RETENTION.leadsMs - DAY);
    await enquiry("won-kept", NOW - RETENTION.wonLeadsMs + DAY, "won");
    await enquiry("won-gone", NOW - RETENTION.wonLeadsMs - DAY, "won");
    await enquiry("won-recent", NOW - RETENTION.leadsMs - DAY, "won");
    await subscription("pending-kept", "pending", NOW - RETENTION.subscriptionsMs + DAY);
    await subscription("pending-gone", "pending", NOW - RETENTION.subscriptionsMs - DAY);
    await subscription("left-kept", "unsubscribed", NOW - RETENTION.subscriptionsMs + DAY);
    await subscription("left-gone", "unsubscribed", NOW - RETENTION.subscriptionsMs - DAY);
    await subscription("reader", "confirmed", NOW - 10 * 365 * DAY);

    const dryRun = await applyRetention(db, { at: NOW, dryRun: true });
    expect(dryRun).toMatchObject({ enquiry: 2, subscription: 2 });
    expect(await remaining("enquiries")).toHaveLength(5);

    expect(await applyRetention(db, { at: NOW })).toMatchObject({ enquiry: 2, subscription: 2 });
    expect(await remaining("enquiries")).toEqual(["lead-kept", "won-kept", "won-recent"]);
    expect(await remaining("subscriptions")).toEqual(["left-kept", "pending-kept", "reader"]);
    expect(await applyRetention(db, { at: NOW })).toMatchObject({ enquiry: 0, subscription: 0 });
  });

  it("deletes booked calls as it deletes enquiries, with their notes, mails and claims: their time is free again", async () => {
    const call = (label: string, start: number, lastActivity: number, leadStatus: "new" | "won" = "new") =>
      seedBooking(db, { start, name: label, email: `${label}@example.co.uk`, lastActivity, leadStatus });
    const gone = await call("call-gone", NOW - RETENTION.leadsMs - 3 * DAY, NOW - RETENTION.leadsMs - DAY);
    await call("call-kept", NOW - RETENTION.leadsMs, NOW - RETENTION.leadsMs + DAY);
    await call("call-won", NOW - RETENTION.leadsMs - 5 * DAY, NOW - RETENTION.leadsMs - DAY, "won");
    await db
      .insertInto("lead_notes")
      .values({
        id: randomUUID(),
        lead_type: "booking",
        lead_id: gone,
        author: "o",
        body: "n",
        created_at: iso(NOW),
      })
      .execute();
    await enqueueMail(
      db,
      forLead("booking", gone, [
        { recipient: "call-gone@example.co.uk", subject: "s", text_body: "t", html_body: "h" },
      ]),
    );
    const claimsOf = async (id: string) =>
      (await db.selectFrom("booking_claims").select("instant").where("booking_id", "=", id).execute()).length;
    expect(await claimsOf(gone)).toBe(3);

    expect(await applyRetention(db, { at: NOW, dryRun: true })).toMatchObject({ booking: 1 });
    expect(await applyRetention(db, { at: NOW })).toMatchObject({ booking: 1 });
    const names = (await db.selectFrom("bookings").select("name").orderBy("name").execute()).map(
      (row) => row.name,
    );
    expect(names).toEqual(["call-kept", "call-won"]);
    expect(await claimsOf(gone)).toBe(0);
    expect(await db.selectFrom("lead_notes").select("id").where("lead_id", "=", gone).execute()).toEqual([]);
    expect(await db.selectFrom("mail_outbox").select("id").where("lead_id", "=", gone).execute()).toEqual([]);
  });

  it("removes the kept copy (.eml) of every mail it deletes, and only those", async () => {
    const dir = mkdtempSync(join(tmpdir(), "site-retention-mail-"));
    const copies = mailFiles(dir);
    const leadId = randomUUID();
    await enquiry("copied", NOW - RETENTION.leadsMs - DAY);
    await db
      .updateTable("enquiries")
      .set({ id: leadId })
      .where("email", "=", "copied@example.co.uk")
      .execute();
    const mail = async (label: string, sentAt: number, lead?: string) => {
      const row = { id: randomUUID(), created_at: iso(sentAt) };
      await db
        .insertInto("mail_outbox")
        .values({
          ...row,
          recipient: `${label}@example.co.uk`,
          subject: label,
          text_body: label,
          html_body: label,
          headers: "{}",
          status: "sent",
          next_attempt_at: row.created_at,
          sent_at: row.created_at,
          lead_type: lead ? "enquiry" : null,
          lead_id: lead ?? null,
        })
        .execute();
      copies.write(row, Buffer.from(label));
    };
    await mail("old-notice", NOW - RETENTION.sentMailMs - DAY);
    await mail("recent-notice", NOW - RETENTION.sentMailMs + DAY);
    await mail("lead-mail", NOW - RETENTION.leadsMs - DAY, leadId);
    expect(readdirSync(dir)).toHaveLength(3);

    await applyRetention(db, { at: NOW, copies });
    const kept = readdirSync(dir).map((name) => readFileSync(join(dir, name), "utf8"));
    expect(kept).toEqual(["recent-notice"]);
  });
});

describe.skipIf(withoutPostgres)("the daily retention job on two instances sharing PostgreSQL", () => {
  it("runs once, whichever instance gets there first", async () => {
    const url = await freshPostgresDatabase();
    const [first, second] = [openDatabase(url), openDatabase(url)];
    try {
      await migrate(first);
      const job = retentionJob(createLogger("silent"), mailFiles(mkdtempSync(join(tmpdir(), "site-mail-"))));
      const outcomes = await Promise.all([runJobIfDue(first, job), runJobIfDue(second, job)]);
      expect(outcomes.filter((outcome) => outcome === "ran")).toHaveLength(1);
      expect(await runJobIfDue(second, job)).toBe("not due");
    } finally {
      await first.destroy();
      await second.destroy();
    }
  });
});
