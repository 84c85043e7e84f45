import type { Kysely } from "kysely";

/** Per-client request counts shared by every instance (server/security/rate-limit.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "varchar(320)", (c) => c.primaryKey())
    .addColumn("window_start", "varchar(32)", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();
}
