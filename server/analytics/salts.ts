import { randomBytes } from "node:crypto";
import type { DB } from "../db";

/**
 * The day's secret salt, the same on every instance (one row per UK day, the first instance to
 * need it makes it), held in memory and the database only for its day: each check deletes the
 * rows of days gone by and forgets them here, so a visitor's hash can never be made again.
 * Tomorrow's is made in the last minutes before midnight, so the first view of a day has it.
 */
export function createSalts(db: DB) {
  const held = new Map<string, string>();

  async function ensure(day: string): Promise<void> {
    if (held.has(day)) return;
    await db
      .insertInto("analytics_salts")
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflict((c) => c.column("day").doNothing())
      .execute();
    const row = await db
      .selectFrom("analytics_salts")
      .select("salt")
      .where("day", "=", day)
      .executeTakeFirst();
    if (row) held.set(day, row.salt);
  }

  return {
    /** The salt of `day`, if this instance holds it. */
    of: (day: string): string | undefined => held.get(day),
    /** Today's salt (and tomorrow's, when `tomorrow` is given) held; earlier days' destroyed. */
    async check(today: string, tomorrow?: string): Promise<void> {
      for (const day of held.keys()) if (day < today) held.delete(day);
      await db.deleteFrom("analytics_salts").where("day", "<", today).execute();
      await ensure(today);
      if (tomorrow) await ensure(tomorrow);
    },
  };
}
