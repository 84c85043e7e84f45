import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { DB } from "../db";
import type { Database } from "../db/schema";
import type { Logger } from "../logger";

/** A job every instance schedules, run once per period across all of them. */
export type ScheduledJob = {
  name: string;
  everyMs: number;
  run(db: DB): Promise<void>;
  /** The clock that says when the job is due (tests give their own). */
  now?: () => number;
};

export type JobOutcome = "ran" | "not due" | "running elsewhere";

// Two-key advisory locks: this constant names the "scheduled jobs" space, apart from Kysely's
// migration lock and any other user of advisory locks on the database.
const JOB_LOCK_SPACE = 0x6a6f6273; // "jobs"
const lockKey = (name: string) => createHash("sha256").update(name).digest().readInt32BE(0);

async function runIfDue(conn: Kysely<Database>, db: DB, job: ScheduledJob): Promise<JobOutcome> {
  const last = await conn
    .selectFrom("job_runs")
    .select("last_run_at")
    .where("name", "=", job.name)
    .executeTakeFirst();
  const started = (job.now ?? Date.now)();
  if (last && Date.parse(last.last_run_at) > started - job.everyMs) return "not due";
  await job.run(db);
  const at = new Date(started).toISOString();
  await conn
    .insertInto("job_runs")
    .values({ name: job.name, last_run_at: at })
    .onConflict((c) => c.column("name").doUpdateSet({ last_run_at: at }))
    .execute();
  return "ran";
}

/**
 * Runs the job unless it ran less than a period ago or is running on another instance. On
 * PostgreSQL an advisory lock, held on one connection for the run, keeps the instances to one
 * runner (released by PostgreSQL if the process dies); the `job_runs` row keeps them to one run per
 * period. On SQLite (one instance) only the row is needed.
 */
export async function runJobIfDue(db: DB, job: ScheduledJob): Promise<JobOutcome> {
  if (db.dialect !== "postgres") return runIfDue(db, db, job);
  return db.connection().execute(async (conn) => {
    const key = lockKey(job.name);
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_lock(${JOB_LOCK_SPACE}, ${key}) as locked`.execute(conn);
    if (!rows[0]?.locked) return "running elsewhere";
    try {
      return await runIfDue(conn, db, job);
    } finally {
      await sql`select pg_advisory_unlock(${JOB_LOCK_SPACE}, ${key})`.execute(conn);
    }
  });
}

/**
 * Checks the job on a timer in this instance (at least every `everyMs`, at most every 5 minutes,
 * so a daily job runs within minutes of being due); `stop()` ends the timer and awaits a run in
 * progress, for a graceful shutdown.
 */
export function scheduleJob(db: DB, logger: Logger, job: ScheduledJob) {
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = runJobIfDue(db, job)
      .then((outcome) => logger.debug({ job: job.name, outcome }, "scheduled job checked"))
      .catch((error: unknown) => logger.error({ err: error, job: job.name }, "scheduled job failed"));
  };
  const timer = setInterval(check, Math.min(job.everyMs, 5 * 60_000));
  timer.unref();
  check();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
