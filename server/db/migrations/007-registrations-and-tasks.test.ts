import { Migrator } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/support/databases";
import { type DB, migrate, migrations, openDatabase } from "..";

describeEachDatabase("migration 007 on $name", (database) => {
  let db: DB;
  beforeAll(async () => {
    db = openDatabase(await database.url());
    const before = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await before.migrateTo("006-job-runs");
    if (error) throw error;
  });
  afterAll(() => db?.destroy());

  it("deletes the users the old sign-up left unconfirmed, with their sessions, credentials and reset links", async () => {
    const postgres = db.dialect === "postgres";
    const at = postgres ? new Date() : new Date().toISOString();
    for (const [id, confirmed] of [
      ["owner", true],
      ["stranger", false],
    ] as const) {
      await db
        .insertInto("user")
        .values({
          id,
          name: id,
          email: `${id}@example.co.uk`,
          emailVerified: postgres ? confirmed : Number(confirmed),
          image: null,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      await db
        .insertInto("account")
        .values({
          id: `${id}-credential`,
          accountId: id,
          providerId: "credential",
          userId: id,
          password: "hash",
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      await db
        .insertInto("session")
        .values({
          id: `${id}-session`,
          token: `${id}-token`,
          userId: id,
          expiresAt: at,
          ipAddress: null,
          userAgent: null,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      await db
        .insertInto("verification")
        .values({
          id: `${id}-reset`,
          identifier: `reset-password:${id}`,
          value: id,
          expiresAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
    }
    await migrate(db);
    for (const table of ["user", "account", "session", "verification"] as const) {
      const ids = (await db.selectFrom(table).select("id").execute()).map((row) => row.id);
      expect(
        ids.every((id) => id.startsWith("owner")),
        table,
      ).toBe(true);
      expect(ids, table).toHaveLength(1);
    }
  });
});
