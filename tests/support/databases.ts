import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe } from "vitest";
import { freshPostgresDatabase as createPostgresDatabase } from "../../scripts/lib/databases";

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
