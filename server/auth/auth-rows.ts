import type { DB } from "../db";

/**
 * Values for the rows of better-auth's tables the site writes itself (a confirmed registration's
 * user and credential, a reset token), in the form its Kysely adapter uses on each dialect:
 * native booleans and timestamps on PostgreSQL, 0/1 and ISO text on SQLite (migration 004).
 */
export function authValues(dialect: DB["dialect"]) {
  const postgres = dialect === "postgres";
  return {
    time: (at: Date) => (postgres ? at : at.toISOString()),
    yes: postgres ? true : 1,
  };
}
