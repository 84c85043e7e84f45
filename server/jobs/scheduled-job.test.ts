import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databases, describeEachDatabase, withoutPostgres } from "../../tests/support/databases";
import { type DB, migrate, openDatabase } from "../db";
import { createLogger } from "../logger";
import { runJobIfDue, type ScheduledJob, scheduleJob } from "./scheduled-job";

const hour = 60 * 60_000;
const start = Date.UTC(2026, 2, 1, 3);

/** A job that counts its runs, on a clock the test moves. */
function countingJob(name: string, clock: { at: number }, run: () => Promise<void> = async () => {}) {
  const job: ScheduledJob & { runs: number } = {
    name,
    everyMs: 24 * hour,
    now: () => clock.at,
    runs: 0,
    run: async () => {
      job.runs++;
      await run();
    },
  };
  return job;
}

describeEachDatabase("scheduled jobs on $name", (database) => {
  let db: DB;
  beforeAll(async () => {
    db = openDatabase(await database.url());
    await migrate(db);
  });
  afterAll(() => db?.destroy());

  it("run when due, not again within their period, and again once it has passed", async () => {
    const clock = { at: start };
    const job = countingJob("daily report", clock);
    expect(await runJobIfDue(db, job)).toBe("ran");
    clock.at += 23 * hour;
    expect(await runJobIfDue(db, job)).toBe("not due");
    clock.at += hour;
    expect(await runJobIfDue(db, job)).toBe("ran");
    expect(job.runs).toBe(2);
  });

  it("a run that fails is not recorded: the job is due again at once", async () => {
    const clock = { at: start };
    const failing = countingJob("failing job", clock, async () => {
      throw new Error("mail server down");
    });
    await expect(runJobIfDue(db, failing)).rejects.toThrow("mail server down");
    const fixed = countingJob("failing job", clock);
    expect(await runJobIfDue(db, fixed)).toBe("ran");
  });

  it("scheduleJob checks at once, and stop() waits for the run in progress", async () => {
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const job = countingJob("scheduled", { at: start }, async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 200)); // a run that takes a while
      finished = true;
    });
    const schedule = scheduleJob(db, createLogger("silent"), job);
    await running;
    await schedule.stop();
    expect(finished).toBe(true);
    expect(job.runs).toBe(1);
  });
});

describe.skipIf(withoutPostgres)("a scheduled job on several instances (PostgreSQL)", () => {
  let instances: DB[];
  beforeAll(async () => {
    const url = await databases[1]!.url();
    instances = [openDatabase(url), openDatabase(url), openDatabase(url)];
    await migrate(instances[0]!);
  });
  afterAll(() => Promise.all(instances.map((db) => db.destroy())));

  it("runs on one of them only, however many check at once", async () => {
    const clock = { at: start };
    const job = countingJob("retention", clock, () => new Promise((resolve) => setTimeout(resolve, 300)));
    const outcomes = await Promise.all(instances.map((db) => runJobIfDue(db, job)));
    expect(outcomes.sort()).toEqual(["ran", "running elsewhere", "running elsewhere"]);
    expect(job.runs).toBe(1);
    // Once it has finished, the others find it done for this period.
    expect(await runJobIfDue(instances[1]!, job)).toBe("not due");
  });

  it("is free to run again once the instance running it has failed", async () => {
    const clock = { at: start };
    const failing = countingJob("notices", clock, async () => {
      throw new Error("crashed");
    });
    await expect(runJobIfDue(instances[0]!, failing)).rejects.toThrow("crashed");
    expect(await runJobIfDue(instances[1]!, countingJob("notices", clock))).toBe("ran");
  });
});
