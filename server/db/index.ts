import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type Migration, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import * as leads from "./migrations/001-leads";
import * as resourceDownloads from "./migrations/002-resource-downloads";
import * as rateLimits from "./migrations/003-rate-limits";
import * as accounts from "./migrations/004-accounts";
import * as backOffice from "./migrations/005-back-office";
import * as jobRuns from "./migrations/006-job-runs";
import * as registrationsAndTasks from "./migrations/007-registrations-and-tasks";
import * as bookings from "./migrations/011-bookings";
import * as mailAttachments from "./migrations/012-mail-attachments";
import * as articles from "./migrations/015-articles";
import * as contentVersions from "./migrations/016-content-versions";
import * as videoLinks from "./migrations/017-video-links";
import * as firmFacts from "./migrations/018-firm-facts";
import * as followUp from "./migrations/021-follow-up";
import * as morningLists from "./migrations/022-morning-lists";
import * as analytics from "./migrations/025-analytics";
import * as outboxSender from "./migrations/026-outbox-sender";
import type { Database } from "./schema";

export type DB = Kysely<Database> & { dialect: "sqlite" | "postgres" };

// Imported, not read from a folder, so the server bundle carries them.
export const migrations: Record<string, Migration> = {
  "001-leads": leads,
  "002-resource-downloads": resourceDownloads,
  "003-rate-limits": rateLimits,
  "004-accounts": accounts,
  "005-back-office": backOffice,
  "006-job-runs": jobRuns,
  "007-registrations-and-tasks": registrationsAndTasks,
  "011-bookings": bookings,
  "012-mail-attachments": mailAttachments,
  "015-articles": articles,
  "016-content-versions": contentVersions,
  "017-video-links": videoLinks,
  "018-firm-facts": firmFacts,
  "021-follow-up": followUp,
  "022-morning-lists": morningLists,
  "025-analytics": analytics,
  "026-outbox-sender": outboxSender,
};

/** Opens the database named by DATABASE_URL: an SQLite file (created on first start) or PostgreSQL. */
export function openDatabase(url: string): DB {
  if (url.startsWith("postgres")) {
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }),
    });
    return Object.assign(db, { dialect: "postgres" as const });
  }
  const file = resolve(url.replace(/^file:/, ""));
  mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return Object.assign(db, { dialect: "sqlite" as const });
}

/**
 * Brings the schema up to date. Instances starting at once are safe: Kysely's Migrator holds a
 * PostgreSQL advisory lock while it migrates (tests/integration/instances.test.ts).
 */
export async function migrate(db: DB): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Work developed side by side lands in any order: a database already past a later number
    // still takes an earlier one that arrived after it (each migration touches only its own tables).
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

/** True when `error` is the database refusing a row that would break a unique constraint. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL's unique_violation; better-sqlite3's extended result codes.
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/** True when the database answers a query (for /readyz). */
export async function isReady(db: DB): Promise<boolean> {
  try {
    await db.selectFrom("mail_outbox").select("id").limit(1).execute();
    return true;
  } catch {
    return false;
  }
}
