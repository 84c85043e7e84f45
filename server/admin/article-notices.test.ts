import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases";
import { type DB, migrate, openDatabase } from "../db";
import { sendArticleNotice } from "./article-notices";

const article = {
  slug: "ai-smes-cornwall",
  title: "AI for Cornish SMEs",
  excerpt: "What AI can do for a small firm.",
};
const SITE = "https://www.example.co.uk";

describeEachDatabase("article notices on $name", (database) => {
  let db: DB;
  beforeAll(async () => {
    db = openDatabase(await database.url());
    await migrate(db);
  });
  afterAll(() => db?.destroy());

  async function subscriber(email: string, status: "pending" | "confirmed") {
    await db
      .insertInto("subscriptions")
      .values({
        id: randomUUID(),
        email,
        status,
        token: randomUUID(),
        created_at: new Date().toISOString(),
        confirmed_at: status === "confirmed" ? new Date().toISOString() : null,
        unsubscribed_at: null,
      })
      .execute();
  }
  const notices = () =>
    db
      .selectFrom("mail_outbox")
      .select("recipient")
      .where("subject", "like", "%AI for Cornish SMEs%")
      .execute();

  it("with nobody confirmed, sends nothing and spends nothing; later it goes to every confirmed subscriber, once", async () => {
    await subscriber("waiting@example.co.uk", "pending");
    expect(await sendArticleNotice(db, "owner@example.co.uk", article, SITE)).toBe(0);
    expect(await notices()).toEqual([]);

    await subscriber("reader-1@example.co.uk", "confirmed");
    await subscriber("reader-2@example.co.uk", "confirmed");
    expect(await sendArticleNotice(db, "owner@example.co.uk", article, SITE)).toBe(2);
    expect((await notices()).map((row) => row.recipient).sort()).toEqual([
      "reader-1@example.co.uk",
      "reader-2@example.co.uk",
    ]);
    expect(await sendArticleNotice(db, "owner@example.co.uk", article, SITE)).toBeUndefined();
    expect(await notices()).toHaveLength(2);
    const audit = await db.selectFrom("audit_log").select(["action", "detail"]).execute();
    expect(audit).toEqual([{ action: "article.notice", detail: "2 subscribers" }]);
  });
});
