import { spawn } from "node:child_process";
import { existsSync, mkdirSync, openSync, readSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import SQLite from "better-sqlite3";

/**
 * Backups of the whole database (docs/decisions/022), whatever its tables: SQLite's online backup
 * API, or pg_dump's custom format for PostgreSQL. Both give a consistent copy while the site runs.
 */

const isPostgres = (url: string) => url.startsWith("postgres");
const sqlitePath = (url: string) => resolve(url.replace(/^file:/, ""));

/** libpq's variables for a postgres:// URL, so the password never shows on a command line. */
function postgresEnvironment(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: decodeURIComponent(parsed.hostname) || "localhost",
    PGPORT: parsed.port || "5432",
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
  };
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const sslmode = parsed.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "inherit", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString("utf8");
    });
    child.once("error", (error) => reject(new Error(`${command}: ${error.message} (is it installed?)`)));
    child.once("exit", (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} failed (${code}): ${errors.trim()}`)),
    );
  });
}

/** Where a backup goes: the file given, or a new dated file in the folder given (default backups/). */
export function backupFileFor(databaseUrl: string, target = "backups/", at = new Date()): string {
  const isFolder = target.endsWith("/") || (existsSync(target) && statSync(target).isDirectory());
  if (!isFolder) return resolve(target);
  const stamp = at.toISOString().replace(/[:.]/g, "-");
  return resolve(join(target, `site-${stamp}.${isPostgres(databaseUrl) ? "pgdump" : "db"}`));
}

export async function backupDatabase(databaseUrl: string, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  if (isPostgres(databaseUrl)) {
    // One snapshot (a repeatable-read transaction) of every table; --no-owner so it restores anywhere.
    const options = ["--format=custom", "--no-owner", "--no-acl", `--file=${file}`];
    await run("pg_dump", options, postgresEnvironment(databaseUrl));
    return;
  }
  const source = new SQLite(sqlitePath(databaseUrl), { readonly: true, fileMustExist: true });
  try {
    // The online backup API copies pages while writers go on, restarting if they change one.
    await source.backup(file);
  } finally {
    source.close();
  }
}

/** What a backup file holds, from its first bytes. */
function backupKind(file: string): "sqlite" | "postgres" | "unknown" {
  const head = Buffer.alloc(16);
  const fd = openSync(file, "r");
  readSync(fd, head, 0, 16, 0);
  if (head.toString("latin1").startsWith("SQLite format 3")) return "sqlite";
  if (head.toString("latin1", 0, 5) === "PGDMP") return "postgres";
  return "unknown";
}

/**
 * Replaces the database's contents with the backup's. Stop every instance first: a restore under a
 * running site would mix its writes with yesterday's data.
 */
export async function restoreDatabase(databaseUrl: string, file: string): Promise<void> {
  const kind = backupKind(file);
  const wanted = isPostgres(databaseUrl) ? "postgres" : "sqlite";
  if (kind !== wanted)
    throw new Error(`${file} is not a backup of ${wanted === "postgres" ? "PostgreSQL" : "SQLite"}`);
  if (wanted === "postgres") {
    // Drops what the backup holds and recreates it, in one transaction: all or nothing. Without
    // --dbname pg_restore would print SQL instead; the name alone, the rest from the environment.
    const env = postgresEnvironment(databaseUrl);
    const options = ["--clean", "--if-exists", "--no-owner", "--no-acl", "--single-transaction"];
    await run("pg_restore", [...options, "--exit-on-error", `--dbname=${env.PGDATABASE}`, file], env);
    return;
  }
  const target = sqlitePath(databaseUrl);
  mkdirSync(dirname(target), { recursive: true });
  const backup = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    // Page by page into the live file through SQLite's own locking (its WAL stays consistent).
    await backup.backup(target);
  } finally {
    backup.close();
  }
}
