import type { Kysely } from "kysely";

/** Enquiries, resource requests, subscriptions and the mail outbox. Dialect-neutral types only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("enquiries")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("first_name", "varchar(50)", (c) => c.notNull())
    .addColumn("last_name", "varchar(50)", (c) => c.notNull())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("company", "varchar(100)")
    .addColumn("service_interests", "text", (c) => c.notNull())
    .addColumn("other_service", "varchar(200)")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("client_address", "varchar(64)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("resource_requests")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("name", "varchar(50)", (c) => c.notNull())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("company", "varchar(100)", (c) => c.notNull())
    .addColumn("resource_slug", "varchar(100)", (c) => c.notNull())
    .addColumn("resource_title", "varchar(200)", (c) => c.notNull())
    .addColumn("resource_type", "varchar(20)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("subscriptions")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("email", "varchar(254)", (c) => c.notNull().unique())
    .addColumn("status", "varchar(16)", (c) => c.notNull())
    .addColumn("token", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("confirmed_at", "varchar(32)")
    .addColumn("unsubscribed_at", "varchar(32)")
    .execute();
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("recipient", "varchar(320)", (c) => c.notNull())
    .addColumn("subject", "varchar(300)", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("headers", "text", (c) => c.notNull())
    .addColumn("status", "varchar(16)", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(32)", (c) => c.notNull())
    .addColumn("locked_until", "varchar(32)")
    .addColumn("locked_by", "varchar(64)")
    .addColumn("last_error", "text")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("sent_at", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("mail_outbox_due")
    .on("mail_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();
}
