import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases";
import { type DB, migrate, openDatabase } from "../db";
import { leadSources, sourceWeeks } from "./sources";

const NOW = Date.parse("2026-03-04T12:00:00.000Z"); // a Wednesday
const DAY = 24 * 60 * 60_000;

describeEachDatabase("where leads come from, on $name", (database) => {
  let db: DB;
  beforeAll(async () => {
    db = openDatabase(await database.url());
    await migrate(db);
    const enquiry = (daysAgo: number, referrer: string | null, utm: string | null = null) =>
      db
        .insertInto("enquiries")
        .values({
          id: randomUUID(),
          email: "a@example.co.uk",
          created_at: new Date(NOW - daysAgo * DAY).toISOString(),
          first_name: "A",
          last_name: "B",
          company: null,
          service_interests: "[]",
          other_service: null,
          message: "Hi",
          client_address: null,
          source_page: "/",
          source_referrer: referrer,
          utm_source: utm,
          utm_campaign: utm ? "spring" : null,
        })
        .execute();
    await enquiry(0, "https://www.google.co.uk/");
    await enquiry(1, "https://www.google.com/search");
    await enquiry(8, "https://www.linkedin.com/feed/");
    await enquiry(9, null);
    await enquiry(10, null, "linkedin");
    await enquiry(200, "https://www.google.com/"); // older than twelve weeks
    await db
      .insertInto("subscriptions")
      .values({
        id: randomUUID(),
        email: "r@example.co.uk",
        created_at: new Date(NOW - 2 * DAY).toISOString(),
        status: "confirmed",
        token: randomUUID(),
        confirmed_at: null,
        unsubscribed_at: null,
      })
      .execute();
  });
  afterAll(() => db?.destroy());

  it("names the sources as people say them, over the last twelve weeks by default", async () => {
    const sources = await leadSources(db, sourceWeeks(null), NOW);
    expect(sources.total).toBe(6);
    expect(sources.sources).toEqual([
      { label: "Direct", leads: 2 },
      { label: "Google search", leads: 2 },
      { label: "LinkedIn", leads: 2 },
    ]);
    expect(sources.kinds).toEqual([
      { type: "enquiry", leads: 5 },
      { type: "booking", leads: 0 },
      { type: "resource", leads: 0 },
      { type: "subscription", leads: 1 },
    ]);
    expect(sources.campaigns).toEqual([{ label: "spring", leads: 1 }]);
    // Twelve weeks, Mondays, the current week last, empty weeks too.
    expect(sources.weeks).toHaveLength(12);
    expect(sources.weeks.at(-1)).toEqual({ week: "2026-03-02", leads: 3 });
    expect(sources.weeks.at(-2)).toEqual({ week: "2026-02-23", leads: 2 });
    expect(sources.weeks[0]!.week).toBe("2025-12-15");
  });

  it("offers 4 and 52 weeks too, and nothing else", async () => {
    expect(sourceWeeks("52")).toBe(52);
    expect(sourceWeeks("4")).toBe(4);
    expect(sourceWeeks("9999")).toBe(12);
    expect((await leadSources(db, 52, NOW)).total).toBe(7);
    expect((await leadSources(db, 4, NOW)).weeks).toHaveLength(4);
  });
});
