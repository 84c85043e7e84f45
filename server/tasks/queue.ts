import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../db";
import type { Database, TaskTable } from "../db/schema";
import { now, retryDelayMs } from "../mail/outbox";

const LEASE_MS = 60_000;

/**
 * What a task does, inside the transaction that also removes it from the queue: its effects and
 * its completion are stored together, or not at all.
 */
export type TaskHandler<P> = (trx: Transaction<Database>, payload: P) => Promise<void>;

export type QueuedTask = Pick<TaskTable, "id" | "kind" | "payload" | "created_at"> & { attempts: number };

/**
 * Queues work to be done after the answer (docs/decisions/027), in the caller's transaction when
 * given one. The payload is stored as JSON: never a plain password.
 */
export async function enqueueTask<P extends object>(
  db: Kysely<Database> | Transaction<Database>,
  kind: string,
  payload: P,
): Promise<string> {
  const id = randomUUID();
  const created = now();
  await db
    .insertInto("tasks")
    .values({ id, kind, payload: JSON.stringify(payload), next_attempt_at: created, created_at: created })
    .execute();
  return id;
}

/**
 * Claims up to `limit` due tasks with a lease, as the outbox claims mail (docs/decisions/003):
 * SKIP LOCKED on PostgreSQL, so instances never claim the same task; a task whose worker died is
 * due again when its lease runs out.
 */
export async function claimTasks(db: DB, workerId: string, limit: number): Promise<QueuedTask[]> {
  const at = now();
  const leaseUntil = new Date(Date.now() + LEASE_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom("tasks")
      .select("id")
      .where("next_attempt_at", "<=", at)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]))
      .orderBy("next_attempt_at")
      .limit(limit);
    if (db.dialect === "postgres") query = query.forUpdate().skipLocked();
    const ids = (await query.execute()).map((row) => row.id);
    if (ids.length === 0) return [];
    await trx
      .updateTable("tasks")
      .set({ locked_until: leaseUntil, locked_by: workerId })
      .where("id", "in", ids)
      .execute();
    return trx
      .selectFrom("tasks")
      .select(["id", "kind", "payload", "created_at", "attempts"])
      .where("id", "in", ids)
      .orderBy("created_at")
      .execute();
  });
}

/** Thrown when a task's lease passed to another worker: its transaction is rolled back. */
class LeaseLost extends Error {}

/**
 * Runs a claimed task and deletes it in one transaction, only while this worker still holds it:
 * if the lease ran out and another worker took the task, this run is rolled back, so the task's
 * effects happen once.
 */
export async function runTask<P>(
  db: DB,
  task: QueuedTask,
  workerId: string,
  handler: TaskHandler<P>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await handler(trx, JSON.parse(task.payload) as P);
    const done = await trx
      .deleteFrom("tasks")
      .where("id", "=", task.id)
      .where("locked_by", "=", workerId)
      .executeTakeFirst();
    if (Number(done.numDeletedRows) !== 1) throw new LeaseLost(`task ${task.id} was taken by another worker`);
  });
}

/** Schedules a failed task again, with the outbox's back-off (2 s, 4 s... at most 5 minutes). */
export async function failTask(db: DB, task: QueuedTask, error: string): Promise<void> {
  const attempts = task.attempts + 1;
  await db
    .updateTable("tasks")
    .set({
      attempts,
      last_error: error.slice(0, 1000),
      locked_until: null,
      locked_by: null,
      next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
    })
    .where("id", "=", task.id)
    .execute();
}

/** Gives back claimed tasks this worker will not run (it is stopping): due again at once. */
export async function releaseTasks(db: DB, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable("tasks").set({ locked_until: null, locked_by: null }).where("id", "in", ids).execute();
}
