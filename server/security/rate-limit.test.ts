import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databases, describeEachDatabase, withoutPostgres } from "../../tests/support/databases";
import { type DB, migrate, openDatabase } from "../db";
import {
  createDatabaseRateLimiter,
  createMemoryRateLimiter,
  createRateLimiter,
  type RateLimiter,
  type RateLimitRule,
} from "./rate-limit";

const rule: RateLimitRule = { name: "test", limit: 3, windowMs: 60_000 };
const start = Date.UTC(2026, 0, 1, 9);

/** Hits `key` at each time given, in order; the seconds to wait after each. */
async function hitsAt(limiter: (now: () => number) => RateLimiter, key: string, times: number[]) {
  let at = 0;
  const limited = limiter(() => at);
  const waits: number[] = [];
  for (const time of times) {
    at = time;
    waits.push(await limited.hit(key));
  }
  return waits;
}

function windowEdges(limiter: (now: () => number) => RateLimiter) {
  it("allows `limit` hits in a window, then says how long is left of it", async () => {
    const waits = await hitsAt(limiter, "203.0.113.1", [start, start + 1, start + 2, start + 10_000]);
    expect(waits).toEqual([0, 0, 0, 50]);
  });

  it("still refuses on the window's last millisecond and allows from its end", async () => {
    const times = [start, start, start, start + 59_999, start + 60_000, start + 60_001];
    expect(await hitsAt(limiter, "203.0.113.2", times)).toEqual([0, 0, 0, 1, 0, 0]);
  });

  it("counts each key on its own", async () => {
    let at = start;
    const limited = limiter(() => at);
    for (let i = 0; i < 3; i++) await limited.hit("203.0.113.3");
    expect(await limited.hit("203.0.113.3")).toBeGreaterThan(0);
    expect(await limited.hit("203.0.113.4")).toBe(0);
    at += 61_000;
    expect(await limited.hit("203.0.113.3")).toBe(0);
  });
}

describe("the in-memory limiter", () => {
  windowEdges((now) => createMemoryRateLimiter(rule, now));
});

describeEachDatabase("the database limiter on $name", (database) => {
  let db: DB;
  beforeAll(async () => {
    db = openDatabase(await database.url());
    await migrate(db);
  });
  afterAll(() => db?.destroy());

  windowEdges((now) => createDatabaseRateLimiter(db, rule, now));

  it("allows exactly the limit of many hits at once", async () => {
    const limiter = createDatabaseRateLimiter(db, { ...rule, limit: 5 });
    const waits = await Promise.all(Array.from({ length: 30 }, () => limiter.hit("198.51.100.7")));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(waits.filter((wait) => wait > 0)).toHaveLength(25);
  });

  it("keeps one row per key and sweeps rows of windows long past", async () => {
    let at = start;
    const limiter = createDatabaseRateLimiter(db, { ...rule, name: "sweep" }, () => at);
    await limiter.hit("a");
    await limiter.hit("a");
    await limiter.hit("b");
    at += 2 * 60_000;
    await limiter.hit("c");
    const keys = await db.selectFrom("rate_limits").select("key").where("key", "like", "sweep:%").execute();
    expect(keys.map((row) => row.key)).toEqual(["sweep:c"]);
  });
});

describe.skipIf(withoutPostgres)("two instances on one PostgreSQL database", () => {
  let first: DB;
  let second: DB;
  beforeAll(async () => {
    const url = await databases[1]!.url();
    first = openDatabase(url);
    await migrate(first);
    second = openDatabase(url);
  });
  afterAll(async () => {
    await first?.destroy();
    await second?.destroy();
  });

  it("share one count: together they allow what one allows", async () => {
    const rule = { name: "contact", limit: 4, windowMs: 30_000 };
    const limiters = [createRateLimiter(first, rule), createRateLimiter(second, rule)];
    const waits = await Promise.all(Array.from({ length: 20 }, (_, n) => limiters[n % 2]!.hit("192.0.2.50")));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(4);
    expect(await limiters[0]!.hit("192.0.2.51")).toBe(0);
  });
});
