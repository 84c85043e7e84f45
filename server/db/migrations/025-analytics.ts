import type { Kysely } from "kysely";

/**
 * What the site counts of its own pages (server/analytics; docs/decisions/047): views per UK day
 * and page, one row per visitor per day (a salted hash, its entry page and source), which pages
 * each visitor saw that day, each lead credited, each form outcome, the day's salt (deleted when
 * its day is over) and the weekly summaries sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("analytics_salts")
    .addColumn("day", "varchar(10)", (c) => c.primaryKey())
    .addColumn("salt", "varchar(64)", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("analytics_views")
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("path", "varchar(200)", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_views_pk", ["day", "path"])
    .execute();
  await db.schema
    .createTable("analytics_visits")
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("visitor", "varchar(32)", (c) => c.notNull())
    .addColumn("entry_path", "varchar(200)", (c) => c.notNull())
    .addColumn("source", "varchar(100)", (c) => c.notNull())
    .addColumn("medium", "varchar(100)", (c) => c.notNull())
    .addColumn("campaign", "varchar(100)", (c) => c.notNull())
    .addColumn("device", "varchar(10)", (c) => c.notNull())
    .addColumn("first_at", "varchar(32)", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_visits_pk", ["day", "visitor"])
    .execute();
  await db.schema
    .createTable("analytics_page_visitors")
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("path", "varchar(200)", (c) => c.notNull())
    .addColumn("visitor", "varchar(32)", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_page_visitors_pk", ["day", "path", "visitor"])
    .execute();
  await db.schema
    .createTable("analytics_leads")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("kind", "varchar(20)", (c) => c.notNull())
    .addColumn("visitor", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("analytics_leads_day").on("analytics_leads").columns(["day"]).execute();
  await db.schema
    .createTable("analytics_form_outcomes")
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("form", "varchar(40)", (c) => c.notNull())
    .addColumn("outcome", "varchar(20)", (c) => c.notNull())
    .addColumn("field", "varchar(40)", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_form_outcomes_pk", ["day", "form", "outcome", "field"])
    .execute();
  await db.schema
    .createTable("analytics_summaries")
    .addColumn("week", "varchar(10)", (c) => c.primaryKey())
    .addColumn("sent_at", "varchar(32)", (c) => c.notNull())
    .execute();
}
