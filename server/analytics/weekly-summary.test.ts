import { describe, expect, it } from "vitest";
import {
  describeEachDatabase,
  useMigratedDatabase,
  usePostgresInstances,
  withoutPostgres,
} from "../../tests/support/databases";
import { ukInstant } from "../booking/time";
import type { DB } from "../db";
import { runJobIfDue } from "../jobs/scheduled-job";
import { emptyBatch, writeBatch } from "./store";
import { summaryWeek, weeklySummaryJob } from "./weekly-summary";

// Monday 7 December 2026; the week summed is 30 November to 6 December, the week before 23-29 November.
const MONDAY = "2026-12-07";
const at = (day: string, time: string) => ukInstant(day, time)!;

/** Two weeks of counted visits: a LinkedIn campaign's visitor who enquired, and a direct visitor. */
async function seed(db: DB) {
  const batch = emptyBatch();
  batch.views.set("2026-12-01\n/", 5).set("2026-12-02\n/about", 3).set("2026-11-24\n/", 2);
  const visit = (day: string, visitor: string, source: string) => ({
    day,
    visitor,
    entry_path: "/",
    source,
    medium: "",
    campaign: "",
    device: "mobile",
    first_at: `${day}T10:00:00.000Z`,
  });
  batch.visits.set("a", visit("2026-12-01", "v1", "linkedin"));
  batch.visits.set("b", visit("2026-12-02", "v2", "direct"));
  batch.visits.set("c", visit("2026-11-24", "v3", "direct"));
  batch.leads.push({
    id: "l1",
    day: "2026-12-01",
    kind: "enquiry",
    visitor: "v1",
    created_at: "2026-12-01T10:05:00.000Z",
  });
  batch.leads.push({
    id: "l2",
    day: "2026-12-01",
    kind: "booking",
    visitor: "v1",
    created_at: "2026-12-01T10:15:00.000Z",
  });
  await writeBatch(db, batch);
}

const job = (clock: number) =>
  weeklySummaryJob({
    notifyEmail: () => "team@example.co.uk",
    siteUrl: "https://example.co.uk",
    flush: async () => {},
    now: () => clock,
  });

it("is due on Monday from 07:00 on the UK clock, in summer time and winter time alike", () => {
  expect(summaryWeek(at(MONDAY, "06:59"))).toBeUndefined();
  expect(summaryWeek(at(MONDAY, "07:00"))).toBe(MONDAY);
  expect(summaryWeek(at("2026-12-08", "09:00"))).toBeUndefined();
  // 06:30 UTC on a summer Monday is 07:30 in London.
  expect(summaryWeek(Date.parse("2026-06-29T06:30:00Z"))).toBe("2026-06-29");
});

describeEachDatabase("the weekly summary on $name", (database) => {
  const db = useMigratedDatabase(database);

  it("mails the owner the week's visits, leads by kind and best source beside the week before, once", async () => {
    await seed(db());
    expect(await runJobIfDue(db(), job(at(MONDAY, "06:45")))).toBe("ran");
    expect(await db().selectFrom("mail_outbox").selectAll().execute()).toEqual([]);
    await db().deleteFrom("job_runs").execute();
    expect(await runJobIfDue(db(), job(at(MONDAY, "07:05")))).toBe("ran");
    await db().deleteFrom("job_runs").execute();
    expect(await runJobIfDue(db(), job(at(MONDAY, "08:05")))).toBe("ran");
    const mails = await db().selectFrom("mail_outbox").selectAll().execute();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.recipient).toBe("team@example.co.uk");
    expect(mail.subject).toBe("Your week on the website: the week of Mon 30 Nov 2026");
    expect(mail.text_body).toContain("Visitors: 2 (1 the week before)");
    expect(mail.text_body).toContain("Page views: 8 (2 the week before)");
    expect(mail.text_body).toContain("Enquiries: 1 (0 the week before)");
    expect(mail.text_body).toContain("Calls booked: 1 (0 the week before)");
    expect(mail.text_body).toContain("Best source: linkedin: 2 leads from 1 visitor");
    expect(mail.text_body).toContain("https://example.co.uk/admin/analytics?from=2026-11-30&to=2026-12-06");
  });
});

describe.skipIf(withoutPostgres)("the weekly summary with two instances on PostgreSQL", () => {
  const instances = usePostgresInstances(2);

  it("is sent once however many instances find it due at once", async () => {
    const [first, second] = instances() as [DB, DB];
    await seed(first);
    const clock = at(MONDAY, "07:30");
    await Promise.all([runJobIfDue(first, job(clock)), runJobIfDue(second, job(clock))]);
    await first.deleteFrom("job_runs").execute();
    await Promise.all([runJobIfDue(first, job(clock + 60_000)), runJobIfDue(second, job(clock + 60_000))]);
    expect(await first.selectFrom("mail_outbox").select("subject").execute()).toHaveLength(1);
  });
});
