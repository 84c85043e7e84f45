import { type SqlBool, sql } from "kysely";
import { now } from "../clock";
import type { DB } from "../db";

/**
 * The queues worked by every instance (the mail outbox, the task queue): rows due at
 * `next_attempt_at`, claimed by one worker at a time with a lease (`locked_until`, `locked_by`).
 */
type LeasedTable = "mail_outbox" | "tasks";

const LEASE_MS = 60_000;
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 5 * 60_000;

/** Exponential back-off: 2 s, 4 s, 8 s... capped at five minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims up to `limit` due rows for `workerId` with a 60 s lease (docs/decisions/003): on
 * PostgreSQL the rows are locked with SKIP LOCKED, so several instances never claim the same row;
 * SQLite has one writer. A row whose worker died is due again when its lease runs out. Resolves to
 * the ids claimed, oldest due first; `pendingOnly` leaves out the outbox's sent mail.
 */
export async function claimLeased(
  db: DB,
  table: LeasedTable,
  workerId: string,
  limit: number,
  pendingOnly = false,
): Promise<string[]> {
  const at = now();
  const leaseUntil = new Date(Date.now() + LEASE_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom(table)
      .select("id")
      .where("next_attempt_at", "<=", at)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]))
      .orderBy("next_attempt_at")
      .limit(limit);
    if (pendingOnly) query = query.where(sql<SqlBool>`${sql.ref("status")} = ${"pending"}`);
    if (db.dialect === "postgres") query = query.forUpdate().skipLocked();
    const ids = (await query.execute()).map((row) => row.id);
    if (ids.length > 0) {
      await trx
        .updateTable(table)
        .set({ locked_until: leaseUntil, locked_by: workerId })
        .where("id", "in", ids)
        .execute();
    }
    return ids;
  });
}

/** Gives back claimed rows this worker will not handle (it is stopping): due again at once. */
export async function releaseLeased(db: DB, table: LeasedTable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable(table).set({ locked_until: null, locked_by: null }).where("id", "in", ids).execute();
}

/** Records a failed attempt: the error, the lease given up, the row due again after the back-off. */
export async function retryLeased(
  db: DB,
  table: LeasedTable,
  row: { id: string; attempts: number },
  error: string,
): Promise<void> {
  const attempts = row.attempts + 1;
  await db
    .updateTable(table)
    .set({
      attempts,
      last_error: error.slice(0, 1000),
      locked_until: null,
      locked_by: null,
      next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
    })
    .where("id", "=", row.id)
    .execute();
}
