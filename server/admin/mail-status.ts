import { now } from "../clock";
import type { DB } from "../db";
import { audit } from "./audit";
import { isRowId } from "./leads";

/** Mail waiting longer than this, or any failed attempt, means delivery needs looking at. */
const STALE_MS = 10 * 60_000;

/**
 * The outbox at a glance: what waits, what fails (with its last error), what went out lately, and
 * whether the mail server looks healthy: nothing failing and nothing waiting long.
 */
export async function mailStatus(db: DB, at = Date.now()) {
  const [counts, failing, pending, sent] = await Promise.all([
    db
      .selectFrom("mail_outbox")
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere("status", "=", "sent").as("sent"),
        eb.fn.countAll<number>().filterWhere("status", "=", "pending").as("pending"),
        eb.fn
          .countAll<number>()
          .filterWhere((w) => w.and([w("status", "=", "pending"), w("attempts", ">", 0)]))
          .as("failing"),
        eb.fn.min("created_at").filterWhere("status", "=", "pending").as("oldestPending"),
        eb.fn.max("sent_at").as("lastSent"),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("mail_outbox")
      .select(["id", "recipient", "subject", "attempts", "last_error", "next_attempt_at", "created_at"])
      .where("status", "=", "pending")
      .where("attempts", ">", 0)
      .orderBy("created_at", "asc")
      .limit(100)
      .execute(),
    db
      .selectFrom("mail_outbox")
      .select(["id", "recipient", "subject", "created_at", "next_attempt_at"])
      .where("status", "=", "pending")
      .where("attempts", "=", 0)
      .orderBy("created_at", "asc")
      .limit(100)
      .execute(),
    db
      .selectFrom("mail_outbox")
      .select(["id", "recipient", "subject", "attempts", "sent_at"])
      .where("status", "=", "sent")
      .orderBy("sent_at", "desc")
      .limit(25)
      .execute(),
  ]);
  const oldest = counts.oldestPending ? Date.parse(String(counts.oldestPending)) : undefined;
  const waitingMs = oldest === undefined ? 0 : at - oldest;
  return {
    counts: { sent: Number(counts.sent), pending: Number(counts.pending), failing: Number(counts.failing) },
    oldestPendingMinutes: Math.floor(waitingMs / 60_000),
    lastSent: counts.lastSent ? String(counts.lastSent) : undefined,
    healthy: Number(counts.failing) === 0 && waitingMs < STALE_MS,
    lastError: failing.at(-1)?.last_error ?? undefined,
    failing,
    pending,
    sent,
  };
}

/**
 * Sends a waiting message again now, instead of at its next back-off time. A message a worker is
 * sending at this moment (its lease not yet run out) is left to that worker: sent once, not twice.
 */
export async function retryMail(db: DB, actor: string, id: string): Promise<boolean> {
  if (!isRowId(id)) return false;
  const at = now();
  const result = await db
    .updateTable("mail_outbox")
    .set({ next_attempt_at: at })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await audit(db, { actor, action: "mail.retry", target: `mail:${id}` });
  return true;
}
