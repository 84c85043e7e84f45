import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type DB, migrate, openDatabase } from "../../server/db";
import { morningListDue, morningListJob, sendMorningList } from "../../server/follow-up/morning-list";
import { runJobIfDue } from "../../server/jobs/scheduled-job";
import { seedBooking } from "../support/bookings";
import { describeEachDatabase } from "../support/databases";

const OWNER = "team@example.co.uk";
const SITE = "https://kernow.example.co.uk";
const at = (instant: string) => Date.parse(instant);

async function enquiry(db: DB, name: string, createdAt: string): Promise<string> {
  const id = randomUUID();
  const [first, last] = name.split(" ");
  await db
    .insertInto("enquiries")
    .values({
      id,
      first_name: first!,
      last_name: last!,
      email: `${first!.toLowerCase()}@example.org`,
      company: null,
      service_interests: "[]",
      other_service: null,
      message: "Could you help with our backups?",
      client_address: null,
      created_at: createdAt,
      last_activity_at: null,
      source_page: "/",
      source_referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    })
    .execute();
  return id;
}

const ownerMails = (db: DB) =>
  db.selectFrom("mail_outbox").select(["subject", "text_body"]).where("recipient", "=", OWNER).execute();

describeEachDatabase("the morning list on $name", (database) => {
  // Two instances: each its own connection (pool) to the one database.
  let one: DB;
  let two: DB;
  beforeAll(async () => {
    const url = await database.url();
    one = openDatabase(url);
    await migrate(one);
    two = openDatabase(url);
  });
  afterAll(async () => {
    await one?.destroy();
    await two?.destroy();
  });

  it("is due from 08:00 UK on working days only (no weekend, no bank holiday)", () => {
    expect(morningListDue(at("2026-11-30T07:59:00Z"))).toBe(false); // Monday, 07:59 GMT
    expect(morningListDue(at("2026-11-30T08:00:00Z"))).toBe(true);
    expect(morningListDue(at("2026-11-28T09:00:00Z"))).toBe(false); // Saturday
    expect(morningListDue(at("2026-12-25T09:00:00Z"))).toBe(false); // Christmas Day
    expect(morningListDue(at("2027-06-01T07:30:00Z"))).toBe(true); // 08:30 BST
  });

  it("sends nothing when there is nothing to say", async () => {
    const job = morningListJob({
      to: () => OWNER,
      siteUrl: SITE,
      mailWorker: { poke() {} },
      now: () => at("2026-11-30T08:01:00Z"),
    });
    expect(await runJobIfDue(one, job)).toBe("ran");
    expect(await ownerMails(one)).toEqual([]);
  });

  it("names an overdue lead, today's call and a new lead, each with a link; once, with two instances", async () => {
    const overdue = await enquiry(one, "Tamsin Kitto", "2026-11-26T10:00:00.000Z"); // due Friday 10:00
    const fresh = await enquiry(one, "Jago Penrose", "2026-12-01T07:00:00.000Z"); // due Wednesday 09:00
    const call = await seedBooking(one, {
      start: at("2026-12-01T11:00:00Z"),
      name: "Loveday Hosken",
      email: "loveday@example.org",
    });
    const now = at("2026-12-01T08:00:30Z"); // Tuesday
    const job = (db: DB) =>
      runJobIfDue(
        db,
        morningListJob({ to: () => OWNER, siteUrl: SITE, mailWorker: { poke() {} }, now: () => now }),
      );
    // PostgreSQL: instances at once. SQLite serves one instance (decision 021), and two connections
    // in one process cannot wait for each other (better-sqlite3 waits synchronously): in turn.
    const runs = [one, two, one, two];
    const outcomes =
      database.name === "PostgreSQL"
        ? await Promise.all(runs.map(job))
        : [await job(one), await job(two), await job(one), await job(two)];
    expect(outcomes).toContain("ran");
    // The owner's button, on either instance, sends no second list that day.
    expect(
      await sendMorningList(two, { to: OWNER, siteUrl: SITE, at: now + 60_000, by: "owner@example.co.uk" }),
    ).toBe("already sent");
    const mails = await ownerMails(one);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe("Today, Tuesday 1 December: 3 leads to look at");
    expect(mail!.text_body).toContain("Overdue (1)");
    expect(mail!.text_body).toContain(`Tamsin Kitto: Enquiry`);
    expect(mail!.text_body).toContain(`${SITE}/admin/leads/enquiry/${overdue}`);
    expect(mail!.text_body).toContain(`${SITE}/admin/leads/enquiry/${fresh}`);
    expect(mail!.text_body).toContain(`11:00 GMT: Loveday Hosken: ${SITE}/admin/leads/booking/${call}`);
  });
});
