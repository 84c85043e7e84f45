import type { Kysely, Transaction } from "kysely";
import type { DB } from "../db";
import type { Database } from "../db/schema";
import { runJobIfDue } from "../jobs/scheduled-job";
import { metrics } from "../metrics";

/** A fixed window: at most `limit` hits per key in `windowMs`. `name` namespaces the keys. */
export type RateLimitRule = { name: string; limit: number; windowMs: number };

export type RateLimiter = {
  /** Counts one request for `key` (a client, an email...); resolves to the seconds to wait, 0 when allowed. */
  hit(key: string): Promise<number>;
};

type Clock = () => number;

const secondsLeft = (windowEndsAt: number, now: number) =>
  Math.max(1, Math.ceil((windowEndsAt - now) / 1000));

/**
 * Counts in this process's memory: right for one instance (the SQLite set-up), and it costs no
 * write. Several instances each keep their own counts: use the database limiter for them.
 */
export function createMemoryRateLimiter(rule: RateLimitRule, now: Clock = Date.now): RateLimiter {
  const hits = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const at = now();
    for (const [key, entry] of hits) if (entry.resetAt <= at) hits.delete(key);
  }, rule.windowMs);
  sweep.unref();

  return {
    async hit(key) {
      const at = now();
      const entry = hits.get(key);
      if (!entry || entry.resetAt <= at) {
        hits.set(key, { count: 1, resetAt: at + rule.windowMs });
        return 0;
      }
      entry.count++;
      return entry.count > rule.limit ? secondsLeft(entry.resetAt, at) : 0;
    },
  };
}

/**
 * Counts in the `rate_limits` table, so every instance on one database shares them: one atomic
 * upsert per hit (the row lock orders concurrent hits), restarting the window once it has passed.
 * Rows of windows long past are swept once a window (or a minute) by one of the instances.
 */
export function createDatabaseRateLimiter(db: DB, rule: RateLimitRule, now: Clock = Date.now): RateLimiter {
  const counter = createWindowCounter(db, rule, now);
  return { hit: (key) => counter.hit(db, key) };
}

/**
 * The database's count of one rule, in a transaction of the caller's choosing: a change counted
 * with the change (the booking moved, and its count, or neither). One atomic upsert per hit.
 */
export function createWindowCounter(db: DB, rule: RateLimitRule, now: Clock = Date.now) {
  const sweep = {
    name: `rate-limit sweep: ${rule.name}`,
    everyMs: Math.max(rule.windowMs, 60_000),
    now,
    run: async (db: DB) => {
      const expired = new Date(now() - rule.windowMs).toISOString();
      await db
        .deleteFrom("rate_limits")
        .where("key", "like", `${rule.name}:%`)
        .where("window_start", "<=", expired)
        .execute();
    },
  };
  let lastSweep = now();

  return {
    /** Counts one hit of `key` through `writer`; the seconds to wait when over the limit, else 0. */
    async hit(writer: Kysely<Database> | Transaction<Database>, key: string): Promise<number> {
      const at = now();
      const started = new Date(at).toISOString();
      const expired = new Date(at - rule.windowMs).toISOString();
      if (at - lastSweep >= sweep.everyMs) {
        lastSweep = at;
        // Never inside the caller's transaction: on SQLite a query of `db` would wait for it.
        if (writer === db) await runJobIfDue(db, sweep);
        else void runJobIfDue(db, sweep).catch(() => undefined);
      }
      const row = await writer
        .insertInto("rate_limits")
        .values({ key: `${rule.name}:${key}`, window_start: started, count: 1 })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet((eb) => {
            const windowPassed = eb("rate_limits.window_start", "<=", expired);
            return {
              count: eb
                .case()
                .when(windowPassed)
                .then(1)
                .else(eb("rate_limits.count", "+", 1))
                .end(),
              window_start: eb
                .case()
                .when(windowPassed)
                .then(started)
                .else(eb.ref("rate_limits.window_start"))
                .end(),
            };
          }),
        )
        .returning(["count", "window_start"])
        .executeTakeFirstOrThrow();
      if (row.count <= rule.limit) return 0;
      return secondsLeft(Date.parse(row.window_start) + rule.windowMs, at);
    },
  };
}

/**
 * The limiter for a rule: shared through the database on PostgreSQL (several instances), in
 * memory on SQLite (one instance, by design: docs/decisions/003).
 */
export function createRateLimiter(db: DB, rule: RateLimitRule): RateLimiter {
  const limiter =
    db.dialect === "postgres" ? createDatabaseRateLimiter(db, rule) : createMemoryRateLimiter(rule);
  return {
    async hit(key) {
      const wait = await limiter.hit(key);
      if (wait > 0) metrics.rateLimitRefusals.inc({ limit: rule.name });
      return wait;
    },
  };
}
