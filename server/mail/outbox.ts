import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../db";
import type { Database, NewOutboxMessage, OutboxMessage } from "../db/schema";

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 5 * 60_000;
const LEASE_MS = 60_000;

export const now = () => new Date().toISOString();

/**
 * Adds messages to the outbox, inside the caller's transaction when given one: stored with the
 * business row, or not at all.
 */
export async function enqueueMail(
  trx: Kysely<Database> | Transaction<Database>,
  messages: readonly NewOutboxMessage[],
): Promise<void> {
  if (messages.length === 0) return;
  const created = now();
  await trx
    .insertInto("mail_outbox")
    .values(
      messages.map((message) => ({
        id: randomUUID(),
        recipient: message.recipient,
        subject: message.subject,
        text_body: message.text_body,
        html_body: message.html_body,
        headers: JSON.stringify(message.headers ?? {}),
        lead_type: message.lead_type ?? null,
        lead_id: message.lead_id ?? null,
        status: "pending" as const,
        next_attempt_at: created,
        created_at: created,
      })),
    )
    .execute();
}

/** Marks mails as caused by a lead, so that the lead's page can list them and erasure find them. */
export function forLead(type: string, id: string, messages: readonly NewOutboxMessage[]): NewOutboxMessage[] {
  return messages.map((message) => ({ ...message, lead_type: type, lead_id: id }));
}

/** Exponential back-off: 2 s, 4 s, 8 s... capped at five minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims up to `limit` due messages for this worker with a lease. On PostgreSQL the rows are
 * locked with SKIP LOCKED, so several instances never claim the same message; SQLite has one writer.
 */
export async function claimDue(db: DB, workerId: string, limit: number): Promise<OutboxMessage[]> {
  const at = now();
  const leaseUntil = new Date(Date.now() + LEASE_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom("mail_outbox")
      .select("id")
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", at)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]))
      .orderBy("next_attempt_at")
      .limit(limit);
    if (db.dialect === "postgres") query = query.forUpdate().skipLocked();
    const ids = (await query.execute()).map((row) => row.id);
    if (ids.length === 0) return [];
    await trx
      .updateTable("mail_outbox")
      .set({ locked_until: leaseUntil, locked_by: workerId })
      .where("id", "in", ids)
      .execute();
    return trx.selectFrom("mail_outbox").selectAll().where("id", "in", ids).execute();
  });
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

export async function markFailed(db: DB, message: OutboxMessage, error: string): Promise<void> {
  const attempts = message.attempts + 1;
  await db
    .updateTable("mail_outbox")
    .set({
      attempts,
      last_error: error.slice(0, 1000),
      locked_until: null,
      next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
    })
    .where("id", "=", message.id)
    .execute();
}

/** Gives back claimed messages this worker will not send (it is stopping): due again at once for any instance. */
export async function releaseClaims(db: DB, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("mail_outbox")
    .set({ locked_until: null, locked_by: null })
    .where("id", "in", ids)
    .where("status", "=", "pending")
    .execute();
}
