import { randomUUID } from "node:crypto";
import type { DB } from "../db";
import { releaseLeased, retryLeased } from "../jobs/leases";
import { startPoller } from "../jobs/poller";
import type { Logger } from "../logger";
import { claimTasks, type QueuedTask, runTask, type TaskHandler } from "./queue";

/**
 * Runs the task queue in every instance (docs/decisions/027): claims due tasks, runs each with its
 * kind's handler, and wakes `after` (the mail outbox's worker) when a batch may have queued mail.
 * A kind this instance has no handler for (a newer instance queued it during an upgrade) is
 * retried later, by whichever instance knows it.
 */
export function startTaskWorker(
  db: DB,
  handlers: Record<string, TaskHandler<never>>,
  logger: Logger,
  after: { poke(): void },
) {
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const known = new Map(Object.entries(handlers));

  async function run(task: QueuedTask) {
    try {
      const handler = known.get(task.kind);
      if (!handler) throw new Error(`no handler for task kind "${task.kind}"`);
      await runTask(db, task, workerId, handler);
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      logger.warn({ id: task.id, kind: task.kind, attempts: task.attempts + 1, err: text }, "task failed");
      await retryLeased(db, "tasks", task, text);
    }
  }

  return startPoller({
    claim: (limit) => claimTasks(db, workerId, limit),
    run,
    release: (ids) => releaseLeased(db, "tasks", ids),
    after: () => after.poke(),
    batch: 20,
    logger,
    failure: "task worker failed; retrying",
  });
}

export type TaskWorker = ReturnType<typeof startTaskWorker>;
