import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { now } from "../clock";
import type { DB } from "../db";
import type { Database, TaskTable } from "../db/schema";
import { claimLeased } from "../jobs/leases";

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

/** Claims up to `limit` due tasks for this worker with a lease (server/jobs/leases.ts), oldest first. */
export async function claimTasks(db: DB, workerId: string, limit: number): Promise<QueuedTask[]> {
  const ids = await claimLeased(db, "tasks", workerId, limit);
  if (ids.length === 0) return [];
  return db
    .selectFrom("tasks")
    .select(["id", "kind", "payload", "created_at", "attempts"])
    .where("id", "in", ids)
    .orderBy("created_at")
    .execute();
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
