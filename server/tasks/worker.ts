import { randomUUID } from "node:crypto";
import type { DB } from "../db";
import { startPoller } from "../jobs/poller";
import type { Logger } from "../logger";
import { claimTasks, failTask, releaseTasks, runTask, type TaskHandler } from "./queue";

const BATCH = 20;

/**
 * Runs the task queue in every instance (docs/decisions/027): claims due tasks, runs each with its
 * kind's handler, and wakes `after` (the mail outbox's worker) when a batch queued mail. A kind
 * this instance has no handler for (a newer instance queued it during an upgrade) is retried
 * later, by whichever instance knows it.
 */
export function startTaskWorker(
  db: DB,
  handlers: Record<string, TaskHandler<never>>,
  logger: Logger,
  after: { poke(): void },
) {
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;

  async function tick(stopping: () => boolean): Promise<number> {
    const tasks = await claimTasks(db, workerId, BATCH);
    for (const [index, task] of tasks.entries()) {
      if (stopping()) {
        await releaseTasks(
          db,
          tasks.slice(index).map((t) => t.id),
        );
        break;
      }
      try {
        const handler = handlers[task.kind];
        if (!handler) throw new Error(`no handler for task kind "${task.kind}"`);
        await runTask(db, task, workerId, handler);
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        logger.warn({ id: task.id, kind: task.kind, attempts: task.attempts + 1, err: text }, "task failed");
        await failTask(db, task, text);
      }
    }
    if (tasks.length > 0) after.poke();
    return tasks.length;
  }

  return startPoller({ tick, batch: BATCH, logger, failure: "task worker failed; retrying" });
}

export type TaskWorker = ReturnType<typeof startTaskWorker>;
