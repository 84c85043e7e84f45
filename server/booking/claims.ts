import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";
import { iso, MINUTE_MS } from "./time";

/**
 * No double booking (DESIGN.md): an active booking claims every quarter-hour from its start to its
 * end plus the buffer, and `booking_claims.instant` is a primary key. Two bookings closer than the
 * buffer share a quarter-hour, so the database takes one and refuses the other, on SQLite and
 * PostgreSQL, on any number of instances: no read-then-write check to race. (Calls start on the
 * half hour and the buffer is whole quarter-hours, so the quarter-hours cover it exactly.)
 */
const QUARTER_MS = 15 * MINUTE_MS;

/** The quarter-hours [start, end + buffer) covers, in ascending order. */
export function quarterHours(start: number, end: number, bufferMinutes: number): string[] {
  const instants: string[] = [];
  for (let at = start; at < end + bufferMinutes * MINUTE_MS; at += QUARTER_MS) instants.push(iso(at));
  return instants;
}

type Writer = Kysely<Database> | Transaction<Database>;

/**
 * Claims the quarter-hours for a booking; false when any is already held (the caller's transaction
 * must then roll back). In ascending order, so two transactions never wait on each other in turn.
 */
export async function takeClaims(trx: Writer, bookingId: string, instants: string[]): Promise<boolean> {
  const result = await trx
    .insertInto("booking_claims")
    .values(instants.map((instant) => ({ instant, booking_id: bookingId })))
    .onConflict((c) => c.column("instant").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === instants.length;
}

/**
 * Every call still to come claims its quarter-hours again with the gap now in force: the owner
 * changed it, and the free times (computed with the new gap) must be exactly what the claims
 * allow. Lowered, a booking's claims shrink; raised, two calls already closer than the new gap
 * keep what each holds (the later one's padding is left to the earlier: nothing fits between).
 * In the caller's transaction, with the settings' write.
 */
export async function reclaimUpcoming(trx: Writer, bufferMinutes: number, now: number): Promise<number> {
  const calls = await trx
    .selectFrom("bookings")
    .select(["id", "start_at", "end_at"])
    .where("status", "=", "active")
    .where("end_at", ">", iso(now))
    .orderBy("start_at")
    .execute();
  for (let i = 0; i < calls.length; i += 500) {
    const ids = calls.slice(i, i + 500).map((call) => call.id);
    await trx.deleteFrom("booking_claims").where("booking_id", "in", ids).execute();
  }
  for (const call of calls) {
    const instants = quarterHours(Date.parse(call.start_at), Date.parse(call.end_at), bufferMinutes);
    await takeClaims(trx, call.id, instants);
  }
  return calls.length;
}

export async function releaseClaims(trx: Writer, bookingId: string): Promise<void> {
  await trx.deleteFrom("booking_claims").where("booking_id", "=", bookingId).execute();
}
