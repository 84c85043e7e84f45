import type { Kysely } from "kysely";

/**
 * Following up a lead (issue 32, docs/decisions/046), kept in tables of its own keyed by the
 * lead's kind and id, or by the person's address (lower-cased), so that it does not depend on how
 * the kinds of lead are declared: each lead's stage and next step, its replies from the back
 * office, whether it is kept aside as likely spam; the owner's notes on a person; saved replies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("lead_follow_up")
    .addColumn("lead_type", "varchar(20)", (c) => c.notNull())
    .addColumn("lead_id", "varchar(36)", (c) => c.notNull())
    .addColumn("stage", "varchar(16)")
    .addColumn("next_step", "varchar(200)")
    .addColumn("next_step_on", "varchar(10)")
    .addColumn("first_replied_at", "varchar(32)")
    .addColumn("spam", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("spam_reasons", "varchar(500)")
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addPrimaryKeyConstraint("lead_follow_up_pk", ["lead_type", "lead_id"])
    .execute();
  await db.schema
    .createIndex("lead_follow_up_replied_idx")
    .on("lead_follow_up")
    .column("first_replied_at")
    .execute();
  await db.schema
    .createTable("lead_replies")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("lead_type", "varchar(20)", (c) => c.notNull())
    .addColumn("lead_id", "varchar(36)", (c) => c.notNull())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("mail_id", "varchar(36)", (c) => c.notNull())
    .addColumn("author", "varchar(254)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("lead_replies_lead_idx")
    .on("lead_replies")
    .columns(["lead_type", "lead_id"])
    .execute();
  await db.schema.createIndex("lead_replies_email_idx").on("lead_replies").column("email").execute();
  await db.schema
    .createTable("person_notes")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("author", "varchar(254)", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("person_notes_email_idx").on("person_notes").column("email").execute();
  await db.schema
    .createTable("saved_replies")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("title", "varchar(80)", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
}
