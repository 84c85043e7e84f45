import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { LeadKind } from "~/shared/lead-kinds";
import { now } from "../clock";
import type { DB } from "../db";
import type { Database, NewOutboxMessage, OutboxMessage } from "../db/schema";
import { claimLeased } from "../jobs/leases";
import { firmFrom } from "./sender";

/**
 * Adds messages to the outbox, inside the caller's transaction when given one: stored with the
 * business row, or not at all. Each keeps the firm's From as it is now (./sender.ts): it goes
 * as it was composed, whatever the owner renames later (MAIL_FROM, when set, wins at sending).
 */
export async function enqueueMail(
  trx: Kysely<Database> | Transaction<Database>,
  messages: readonly NewOutboxMessage[],
): Promise<string[]> {
  if (messages.length === 0) return [];
  const created = now();
  const ids = messages.map(() => randomUUID());
  const sender = firmFrom();
  await trx
    .insertInto("mail_outbox")
    .values(
      messages.map((message, index) => ({
        id: ids[index]!,
        recipient: message.recipient,
        subject: message.subject,
        text_body: message.text_body,
        html_body: message.html_body,
        headers: JSON.stringify(message.headers ?? {}),
        lead_type: message.lead_type ?? null,
        lead_id: message.lead_id ?? null,
        attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
        sender,
        status: "pending" as const,
        next_attempt_at: created,
        created_at: created,
      })),
    )
    .execute();
  return ids;
}

/** Marks mails as caused by a lead, so that the lead's page can list them and erasure find them. */
export function forLead(
  type: LeadKind,
  id: string,
  messages: readonly NewOutboxMessage[],
): NewOutboxMessage[] {
  return messages.map((message) => ({ ...message, lead_type: type, lead_id: id }));
}

/** Claims up to `limit` due messages for this worker with a lease (server/jobs/leases.ts). */
export async function claimDue(db: DB, workerId: string, limit: number): Promise<OutboxMessage[]> {
  const ids = await claimLeased(db, "mail_outbox", workerId, limit, true);
  if (ids.length === 0) return [];
  return db.selectFrom("mail_outbox").selectAll().where("id", "in", ids).orderBy("next_attempt_at").execute();
}

/** Records a message as sent; false when its row is gone (erased while it was being sent). */
export async function markSent(db: DB, id: string): Promise<boolean> {
  const result = await db
    .updateTable("mail_outbox")
    .set((eb) => ({
      status: "sent",
      sent_at: now(),
      locked_until: null,
      attempts: eb("attempts", "+", 1),
      last_error: null,
    }))
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
