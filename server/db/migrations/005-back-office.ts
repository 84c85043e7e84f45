import type { Kysely } from "kysely";

const LEAD_TABLES = ["enquiries", "resource_requests", "subscriptions"] as const;

/**
 * The back office (issue 13): each lead's status, its last activity (retention counts from it),
 * where it came from (the form's page, the visit's external referrer and utm_* campaign), the
 * owner's private notes, the audit log of admin actions, which mails a lead caused, and which
 * articles have been announced to subscribers. Indexes keep the inbox fast at 100,000 leads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of LEAD_TABLES) {
    const alter = () => db.schema.alterTable(table);
    await alter()
      .addColumn("lead_status", "varchar(16)", (c) => c.notNull().defaultTo("new"))
      .execute();
    await alter().addColumn("last_activity_at", "varchar(32)").execute();
    await alter().addColumn("source_page", "varchar(200)").execute();
    await alter().addColumn("source_referrer", "varchar(300)").execute();
    await alter().addColumn("utm_source", "varchar(100)").execute();
    await alter().addColumn("utm_medium", "varchar(100)").execute();
    await alter().addColumn("utm_campaign", "varchar(100)").execute();
    await db.schema.createIndex(`${table}_created_idx`).on(table).columns(["created_at", "id"]).execute();
    await db.schema.createIndex(`${table}_email_idx`).on(table).column("email").execute();
    await db.schema
      .createIndex(`${table}_status_idx`)
      .on(table)
      .columns(["lead_status", "created_at"])
      .execute();
  }
  await db.schema
    .createTable("lead_notes")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("lead_type", "varchar(20)", (c) => c.notNull())
    .addColumn("lead_id", "varchar(36)", (c) => c.notNull())
    .addColumn("author", "varchar(254)", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("lead_notes_lead_idx")
    .on("lead_notes")
    .columns(["lead_type", "lead_id"])
    .execute();
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("actor", "varchar(254)", (c) => c.notNull())
    .addColumn("action", "varchar(40)", (c) => c.notNull())
    .addColumn("target", "varchar(80)")
    .addColumn("detail", "varchar(500)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_created_idx").on("audit_log").column("created_at").execute();
  await db.schema.alterTable("mail_outbox").addColumn("lead_type", "varchar(20)").execute();
  await db.schema.alterTable("mail_outbox").addColumn("lead_id", "varchar(36)").execute();
  await db.schema
    .createIndex("mail_outbox_lead_idx")
    .on("mail_outbox")
    .columns(["lead_type", "lead_id"])
    .execute();
  await db.schema
    .createIndex("mail_outbox_status_idx")
    .on("mail_outbox")
    .columns(["status", "created_at"])
    .execute();
  await db.schema
    .createTable("article_notices")
    .addColumn("slug", "varchar(120)", (c) => c.primaryKey())
    .addColumn("sent_at", "varchar(32)", (c) => c.notNull())
    .addColumn("sent_by", "varchar(254)", (c) => c.notNull())
    .addColumn("recipients", "integer", (c) => c.notNull())
    .execute();
}
