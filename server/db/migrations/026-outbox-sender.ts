import type { Kysely } from "kysely";

/**
 * The From a mail was composed with (the firm's name and address then: docs/decisions/045), kept
 * with the message so that a mail queued before the owner renamed the firm goes as it was written.
 * Null for a mail queued before this column: it goes from the firm's address at sending.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").addColumn("sender", "text").execute();
}
