import type { Kysely } from "kysely";

/**
 * Booking a call (issue 23): the owner's booking settings (one row of JSON), the last good copy of
 * the owner's busy calendar (one row, shared by every instance and kept over restarts), the
 * bookings (a lead like the others), and one claim per quarter-hour that an active booking and
 * its buffer cover: the primary key refuses a second booking of the same time on SQLite and
 * PostgreSQL alike, whichever instance takes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("booking_settings")
    .addColumn("id", "varchar(16)", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_by", "varchar(254)", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("booking_busy_calendar")
    .addColumn("id", "varchar(16)", (c) => c.primaryKey())
    .addColumn("body", "text")
    .addColumn("fingerprint", "varchar(64)")
    .addColumn("fetched_at", "varchar(32)")
    .addColumn("attempted_at", "varchar(32)")
    .addColumn("last_error", "varchar(500)")
    .execute();
  await db.schema
    .createTable("bookings")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("name", "varchar(100)", (c) => c.notNull())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("phone", "varchar(40)")
    .addColumn("company", "varchar(100)")
    .addColumn("topic", "text")
    .addColumn("call_kind", "varchar(8)", (c) => c.notNull())
    .addColumn("start_at", "varchar(32)", (c) => c.notNull())
    .addColumn("end_at", "varchar(32)", (c) => c.notNull())
    .addColumn("status", "varchar(16)", (c) => c.notNull())
    .addColumn("manage_key", "varchar(64)", (c) => c.notNull())
    .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reminder_due_at", "varchar(32)")
    .addColumn("reminder_sent_at", "varchar(32)")
    .addColumn("cancelled_at", "varchar(32)")
    .addColumn("cancel_note", "text")
    .addColumn("client_address", "varchar(64)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("lead_status", "varchar(16)", (c) => c.notNull().defaultTo("new"))
    .addColumn("last_activity_at", "varchar(32)")
    .addColumn("source_page", "varchar(200)")
    .addColumn("source_referrer", "varchar(300)")
    .addColumn("utm_source", "varchar(100)")
    .addColumn("utm_medium", "varchar(100)")
    .addColumn("utm_campaign", "varchar(100)")
    .execute();
  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(`bookings_${name}_idx`).on("bookings").columns(columns).execute();
  await index("calendar", ["status", "start_at"]);
  await index("reminder", ["status", "reminder_due_at"]);
  await index("created", ["created_at", "id"]);
  await index("email", ["email"]);
  await index("lead_status", ["lead_status", "created_at"]);
  await db.schema
    .createTable("booking_claims")
    .addColumn("instant", "varchar(32)", (c) => c.primaryKey())
    .addColumn("booking_id", "varchar(36)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("booking_claims_booking_idx")
    .on("booking_claims")
    .column("booking_id")
    .execute();
}
