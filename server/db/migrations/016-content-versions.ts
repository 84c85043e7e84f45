import type { Kysely } from "kysely";

/**
 * What the pages rendered at run time are made from, by name ("articles"), and its version:
 * raised in the transaction that changes it; every instance polls the versions and renders again
 * what changed (server/live-pages; docs/decisions/042).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_versions")
    .addColumn("name", "varchar(60)", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("changed_at", "varchar(32)", (c) => c.notNull())
    .execute();
}
