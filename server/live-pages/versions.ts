import type { Transaction } from "kysely";
import { now } from "../clock";
import type { DB } from "../db";
import type { Database } from "../db/schema";

/**
 * Says that what pages are made of has changed (`name`: "articles"), in the transaction that
 * changes it: every instance sees the new version at its next poll and renders again
 * (./live-pages.ts). Two changes at once both raise it: the second waits for the first's row.
 */
export async function raiseContentVersion(trx: Transaction<Database>, name: string): Promise<void> {
  await trx
    .insertInto("content_versions")
    .values({ name, version: 1, changed_at: now() })
    .onConflict((conflict) =>
      conflict
        .column("name")
        .doUpdateSet((eb) => ({ version: eb("content_versions.version", "+", 1), changed_at: now() })),
    )
    .execute();
}

/** Every content's version, by name: one small query, which each instance makes at every poll. */
export async function contentVersions(db: DB): Promise<Map<string, number>> {
  const rows = await db.selectFrom("content_versions").select(["name", "version"]).execute();
  return new Map(rows.map((row) => [row.name, Number(row.version)]));
}
