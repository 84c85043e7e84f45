import type { Kysely } from "kysely";

/**
 * The owner's morning list (issue 32): one row per UK day it went out, whose key keeps it to one
 * mail a day on any number of instances, the scheduled run and the "Send today's list now" alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("morning_lists")
    .addColumn("day", "varchar(10)", (c) => c.primaryKey())
    .addColumn("sent_at", "varchar(32)", (c) => c.notNull())
    .addColumn("sent_by", "varchar(254)", (c) => c.notNull())
    .addColumn("items", "integer", (c) => c.notNull())
    .execute();
}
