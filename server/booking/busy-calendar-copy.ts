import { createHash } from "node:crypto";
import type { DB } from "../db";

/**
 * The last good copy of the owner's busy calendar: one row of `booking_busy_calendar`, shared by
 * every instance and kept over restarts, with when a fetch was last tried and why it failed.
 */
const ROW_ID = "owner";

// Google writes every event's DTSTAMP as the time of the download: without them, an unchanged
// calendar keeps its fingerprint and is neither stored nor expanded again.
export const fingerprintOf = (body: string) =>
  createHash("sha256")
    .update(body.replace(/^DTSTAMP[:;].*$/gm, ""))
    .digest("hex");

const row = (db: DB) => db.selectFrom("booking_busy_calendar").where("id", "=", ROW_ID);

export const storedFingerprint = async (db: DB) =>
  (await row(db).select("fingerprint").executeTakeFirst())?.fingerprint ?? null;

export const storedCopy = (db: DB) => row(db).select(["body", "fingerprint"]).executeTakeFirst();

/** When it was fetched, last tried, and why the last try failed (the back office shows them). */
export const storedState = (db: DB) =>
  row(db).select(["fetched_at", "attempted_at", "last_error"]).executeTakeFirst();

/** A fetch tried: when, why it failed (null when it did not), and a new copy when there is one. */
export async function recordFetch(
  db: DB,
  values: { attempted_at: string; last_error: string | null } & Record<string, string | null>,
) {
  await db
    .insertInto("booking_busy_calendar")
    .values({ id: ROW_ID, ...values })
    .onConflict((c) => c.column("id").doUpdateSet(values))
    .execute();
}

/** No calendar any more: its copy and its state go. */
export async function forgetStoredCopy(db: DB) {
  await db.deleteFrom("booking_busy_calendar").where("id", "=", ROW_ID).execute();
}
