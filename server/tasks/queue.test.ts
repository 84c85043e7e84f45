import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeEachDatabase, freshPostgresDatabase, withoutPostgres } from "../../tests/support/databases";
import { waitFor } from "../../tests/support/smtp-sink";
import { type DB, migrate, openDatabase } from "../db";
import { createLogger } from "../logger";
import { claimTasks, enqueueTask, runTask, type TaskHandler } from "./queue";
import { startTaskWorker } from "./worker";

const logger = createLogger("silent");
const nobody = { poke() {} };

/** A handler that leaves a row behind (an app secret named after the payload), so its effects can be seen. */
const leavesARow: TaskHandler<{ n: number }> = async (trx, { n }) => {
  await trx
    .insertInto("app_secrets")
    .values({ name: `task-${n}`, value: "done" })
    .execute();
};
const rowsLeft = async (db: DB) =>
  (await db.selectFrom("app_secrets").select("name").where("name", "like", "task-%").execute())
    .map((row) => row.name)
    .sort();

describeEachDatabase("the task queue on $name", (database) => {
  let db: DB;
  beforeAll(async () => {
    db = openDatabase(await database.url());
    await migrate(db);
  });
  afterAll(() => db?.destroy());

  it("keeps a task queued while no worker runs, and a worker started later runs it, once", async () => {
    await enqueueTask(db, "leave-a-row", { n: 1 });
    await enqueueTask(db, "leave-a-row", { n: 2 });
    const worker = startTaskWorker(db, { "leave-a-row": leavesARow }, logger, nobody);
    try {
      await waitFor(async () => (await db.selectFrom("tasks").select("id").execute()).length === 0);
    } finally {
      await worker.stop();
    }
    expect(await rowsLeft(db)).toEqual(["task-1", "task-2"]);
  });

  it("rolls back a task that fails and tries it again later", async () => {
    await db.deleteFrom("app_secrets").where("name", "like", "task-%").execute();
    const failing: TaskHandler<{ n: number }> = async (trx, payload) => {
      await leavesARow(trx, payload);
      throw new Error("mail server down");
    };
    await enqueueTask(db, "fails", { n: 3 });
    const worker = startTaskWorker(db, { fails: failing }, logger, nobody);
    try {
      const task = await waitFor(async () => {
        const row = await db.selectFrom("tasks").selectAll().executeTakeFirst();
        return row && row.attempts > 0 && row;
      });
      expect(task.last_error).toBe("mail server down");
      expect(task.next_attempt_at > new Date().toISOString()).toBe(true);
    } finally {
      await worker.stop();
    }
    expect(await rowsLeft(db)).toEqual([]);
    await db.deleteFrom("tasks").execute();
  });

  it("rolls back a run whose lease another worker has taken over", async () => {
    await enqueueTask(db, "leave-a-row", { n: 4 });
    const [slow] = await claimTasks(db, "slow-worker", 1);
    // The lease runs out (the slow worker stalled), and another worker claims the task.
    await db
      .updateTable("tasks")
      .set({ locked_until: new Date(Date.now() - 1).toISOString() })
      .execute();
    const [again] = await claimTasks(db, "other-worker", 1);
    await expect(runTask(db, slow!, "slow-worker", leavesARow)).rejects.toThrow(/taken by another worker/);
    await runTask(db, again!, "other-worker", leavesARow);
    expect(await rowsLeft(db)).toEqual(["task-4"]);
    expect(await db.selectFrom("tasks").select("id").execute()).toEqual([]);
  });
});

describe.skipIf(withoutPostgres)("the task queue on two instances sharing one PostgreSQL database", () => {
  const instances: DB[] = [];
  beforeAll(async () => {
    const url = await freshPostgresDatabase();
    instances.push(openDatabase(url), openDatabase(url));
    await migrate(instances[0]!);
  });
  afterAll(() => Promise.all(instances.map((db) => db.destroy())));

  it("runs each task once, whichever instance claims it", async () => {
    const [first, second] = instances as [DB, DB];
    for (let n = 0; n < 60; n++) await enqueueTask(first, "leave-a-row", { n });
    const ranBy = new Map<number, number>();
    const counting =
      (instance: number): TaskHandler<{ n: number }> =>
      async (trx, payload) => {
        await leavesARow(trx, payload);
        ranBy.set(payload.n, (ranBy.get(payload.n) ?? 0) + 1 + instance * 100);
      };
    const workers = [
      startTaskWorker(first, { "leave-a-row": counting(0) }, logger, nobody),
      startTaskWorker(second, { "leave-a-row": counting(1) }, logger, nobody),
    ];
    try {
      await waitFor(async () => (await first.selectFrom("tasks").select("id").execute()).length === 0);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    expect(await rowsLeft(first)).toHaveLength(60);
    // Each task ran once: 1 (first instance) or 101 (second), never a sum of both.
    expect([...ranBy.values()].every((count) => count === 1 || count === 101)).toBe(true);
    expect(ranBy.size).toBe(60);
  });
});
