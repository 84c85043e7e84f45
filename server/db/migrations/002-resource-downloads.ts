import type { Kysely } from "kysely";

/** Keys generated on first start (the download-link signing key) and download counts per request. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("app_secrets")
    .addColumn("name", "varchar(64)", (c) => c.primaryKey())
    .addColumn("value", "varchar(200)", (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable("resource_requests")
    .addColumn("downloads", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("resource_requests").addColumn("last_downloaded_at", "varchar(32)").execute();
}
