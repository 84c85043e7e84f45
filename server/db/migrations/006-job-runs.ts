import type { Kysely } from "kysely";

/** When each scheduled job last ran, so N instances run it once per period (server/jobs). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("job_runs")
    .addColumn("name", "varchar(100)", (c) => c.primaryKey())
    .addColumn("last_run_at", "varchar(32)", (c) => c.notNull())
    .execute();
}
