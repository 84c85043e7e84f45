import type { Kysely } from "kysely";

/**
 * The firm's facts the owner sets in the back office (docs/decisions/045): one row, the facts as
 * JSON (the settings form's output), who saved them and when. No row: the defaults in
 * app/content/company.ts, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("firm_facts")
    .addColumn("name", "varchar(60)", (c) => c.primaryKey())
    .addColumn("facts", "text", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_by", "varchar(254)", (c) => c.notNull())
    .execute();
}
