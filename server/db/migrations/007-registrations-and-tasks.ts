import { type Kysely, sql } from "kysely";

/**
 * Issue 21 (docs/decisions/026, 027): sign-ups wait as pending registrations until confirmed, and
 * work that must not be seen in an answer's timing waits in the task queue.
 *
 * better-auth's users left unconfirmed by the earlier sign-up are deleted with their sessions,
 * credentials and reset tokens: any of them may carry a stranger's password (the pre-hijack this
 * migration closes), so none can be trusted. Their owners sign up again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("pending_registrations")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("email", "varchar(255)", (c) => c.notNull())
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("browser_hash", "varchar(64)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("pending_registrations_email_idx")
    .on("pending_registrations")
    .columns(["email", "created_at"])
    .execute();

  await db.schema
    .createTable("tasks")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("kind", "varchar(40)", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(32)", (c) => c.notNull())
    .addColumn("locked_until", "varchar(32)")
    .addColumn("locked_by", "varchar(64)")
    .addColumn("last_error", "text")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("tasks_due_idx").on("tasks").column("next_attempt_at").execute();

  const unconfirmed = sql`(select "id" from "user" where not "emailVerified")`;
  await sql`delete from "session" where "userId" in ${unconfirmed}`.execute(db);
  await sql`delete from "account" where "userId" in ${unconfirmed}`.execute(db);
  await sql`delete from "verification" where "value" in ${unconfirmed}`.execute(db);
  await sql`delete from "user" where not "emailVerified"`.execute(db);
}
