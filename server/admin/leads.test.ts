import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases";
import { type DB, migrate, openDatabase } from "../db";
import { type Cursor, type InboxRow, inboxPage } from "./leads";

describeEachDatabase("the inbox's pages on $name", (database) => {
  let db: DB;
  const base = Date.parse("2026-01-01T00:00:00.000Z");
  beforeAll(async () => {
    db = openDatabase(await database.url());
    await migrate(db);
    // 130 leads over three tables; some share a timestamp, so the id must break the tie.
    for (let n = 0; n < 130; n++) {
      const common = {
        id: randomUUID(),
        email: `lead${n}@example.co.uk`,
        created_at: new Date(base + Math.floor(n / 3) * 60_000).toISOString(),
        lead_status: n % 2 ? ("won" as const) : ("new" as const),
      };
      if (n % 3 === 0) {
        await db
          .insertInto("enquiries")
          .values({
            ...common,
            first_name: "Lead",
            last_name: `N${n}`,
            company: null,
            service_interests: '["cyber-security"]',
            other_service: null,
            message: "Hi",
            client_address: null,
          })
          .execute();
      } else if (n % 3 === 1) {
        await db
          .insertInto("resource_requests")
          .values({
            ...common,
            name: `Lead N${n}`,
            company: "Co",
            resource_slug: "x",
            resource_title: "X",
            resource_type: "Guide",
          })
          .execute();
      } else {
        await db
          .insertInto("subscriptions")
          .values({
            ...common,
            status: "confirmed",
            token: randomUUID(),
            confirmed_at: null,
            unsubscribed_at: null,
          })
          .execute();
      }
    }
  });
  afterAll(() => db?.destroy());

  it("pages through every lead once, newest first, by keyset", async () => {
    const seen: InboxRow[] = [];
    let cursor: Cursor | undefined;
    let pages = 0;
    do {
      const page = await inboxPage(db, { type: "all" }, 50, cursor);
      seen.push(...page.rows);
      cursor = page.next;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(130);
    expect(new Set(seen.map((row) => row.id)).size).toBe(130);
    const order = seen.map((row) => `${row.createdAt}|${row.id}`);
    expect(order).toEqual([...order].sort().reverse());
  });

  it("pages back to the newest by keyset too, the same pages in reverse", async () => {
    const forward: InboxRow[][] = [];
    let cursor: Cursor | undefined;
    do {
      const page = await inboxPage(db, { type: "all" }, 50, cursor);
      forward.push(page.rows);
      cursor = page.next;
    } while (cursor);
    const first = await inboxPage(db, { type: "all" }, 50);
    expect(first.previous).toBeUndefined();
    const last = await inboxPage(db, { type: "all" }, 50, first.next);
    const lastOfAll = await inboxPage(db, { type: "all" }, 50, last.next);
    expect(lastOfAll.next).toBeUndefined();
    const back = await inboxPage(db, { type: "all" }, 50, lastOfAll.previous, "newer");
    expect(back.rows.map((row) => row.id)).toEqual(forward[1]!.map((row) => row.id));
    const front = await inboxPage(db, { type: "all" }, 50, back.previous, "newer");
    expect(front.rows.map((row) => row.id)).toEqual(forward[0]!.map((row) => row.id));
    expect(front.previous).toBeUndefined();
    expect(front.next).toEqual({ at: forward[0]!.at(-1)!.createdAt, id: forward[0]!.at(-1)!.id });
  });

  it("leaves subscriptions out of the default view, unless asked for or searched", async () => {
    const inbox = await inboxPage(db, {}, 200);
    expect(inbox.rows).toHaveLength(87);
    expect(inbox.rows.some((row) => row.type === "subscription")).toBe(false);
    const subscriptions = await inboxPage(db, { type: "subscription" }, 200);
    expect(subscriptions.rows).toHaveLength(43);
    expect((await inboxPage(db, { q: "lead2@" }, 200)).rows.map((row) => row.type)).toEqual(["subscription"]);
  });

  it("filters by type, stage and service, and searches", async () => {
    const won = await inboxPage(db, { stage: "won", type: "resource" }, 200);
    expect(won.rows.length).toBeGreaterThan(0);
    expect(won.rows.every((row) => row.type === "resource" && row.stage === "won")).toBe(true);
    const cyber = await inboxPage(db, { service: "cyber-security", type: "all" }, 200);
    expect(cyber.rows.every((row) => row.type === "enquiry")).toBe(true);
    expect(cyber.rows).toHaveLength(44);
    const search = await inboxPage(db, { q: "LEAD99@" }, 200);
    expect(search.rows.map((row) => row.email)).toEqual(["lead99@example.co.uk"]);
    // LIKE's own wildcards are taken literally.
    expect((await inboxPage(db, { q: "%" }, 200)).rows).toHaveLength(0);
  });
});
