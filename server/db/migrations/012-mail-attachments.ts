import type { Kysely } from "kysely";

/**
 * Files sent with a mail (a booking's calendar invitation): a JSON array kept with the message in
 * the outbox, so a mail retried after a restart still carries them. Null for mail without files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").addColumn("attachments", "text").execute();
}
