import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { freshPostgresDatabase as createPostgresDatabase } from "../../scripts/lib/databases";
import { type DB, migrate, openDatabase } from "../../server/db";

/** A database of its own for each run (on the server of TEST_DATABASE_URL), so tests never share rows. */
export function freshPostgresDatabase(): Promise<string> {
  return createPostgresDatabase(process.env.TEST_DATABASE_URL!);
}

export const withoutPostgres = !process.env.TEST_DATABASE_URL;

/**
 * The databases integration tests run on: an SQLite file always, PostgreSQL when
 * TEST_DATABASE_URL is set. Suites take `describe.skipIf(database.skip)`, so a PostgreSQL suite
 * that cannot run shows as skipped instead of vanishing.
 */
export const databases = [
  {
    name: "SQLite",
    skip: false,
    url: async () => `file:${join(mkdtempSync(join(tmpdir(), "site-it-")), "site.db")}`,
  },
  { name: "PostgreSQL", skip: withoutPostgres, url: freshPostgresDatabase },
];

export type TestDatabase = (typeof databases)[number];

/** `describe.each(databases)`, with a suite that cannot run here reported as skipped. */
export function describeEachDatabase(title: string, suite: (database: TestDatabase) => void) {
  for (const database of databases) {
    describe.skipIf(database.skip)(title.replace("$name", database.name), () => suite(database));
  }
}

/** A migrated database of the suite's kind, opened before its tests and closed after: `db()` in them. */
export function useMigratedDatabase(database: TestDatabase): () => DB {
  let db: DB | undefined;
  beforeAll(async () => {
    db = openDatabase(await database.url());
    await migrate(db);
  });
  afterAll(() => db?.destroy());
  return () => db!;
}

/**
 * `count` server instances on one fresh PostgreSQL database (each its own connection pool, as
 * separate processes would have), migrated, closed after the suite: `instances()` in the tests.
 */
export function usePostgresInstances(count: number): () => DB[] {
  let instances: DB[] = [];
  beforeAll(async () => {
    const url = await freshPostgresDatabase();
    instances = Array.from({ length: count }, () => openDatabase(url));
    await migrate(instances[0]!);
  });
  afterAll(() => Promise.all(instances.map((db) => db.destroy())));
  return () => instances;
}
