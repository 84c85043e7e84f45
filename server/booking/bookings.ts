import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { CallKind } from "../../app/content/booking";
import type { DB } from "../db";
import type { Database, SourceColumns } from "../db/schema";
import type { AvailabilityService } from "./availability";
import { type ChangeCount, countChanges } from "./changes";
import { quarterHours, releaseClaims, takeClaims } from "./claims";
import { bookingIdOf, manageLink, newManageKey, tokenMatches } from "./manage-links";
import { reminderDueAt } from "./reminders";
import { loadBookingSettings } from "./settings";
import { CALL_MS } from "./slots";
import { iso } from "./time";
import type { Booking, OnBookingChange } from "./types";
import { newVideoLink } from "./video-links";

/** A visitor's booking, its fields already checked by the booking form's schema. */
export type NewBooking = {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  topic: string | null;
  callKind: CallKind;
  /** The slot's start (an instant one of the free slots starts at). */
  start: number;
  source?: Partial<SourceColumns>;
  clientAddress?: string | null;
};

/** A visitor's change past the limits (changes.ts): refused, with the seconds until one is allowed. */
export type TooManyChanges = { status: "too many"; retryAfter: number };
type SlotRefused = { status: "taken" } | { status: "not offered" };
type Refused = SlotRefused | TooManyChanges;
type Missing = { status: "not found" } | { status: "not active" };
export type BookResult = { status: "booked"; booking: Booking; manageLink: string } | SlotRefused;
export type MoveResult = { status: "moved"; booking: Booking; manageLink: string } | Refused | Missing;
export type CancelResult = { status: "cancelled"; booking: Booking } | Missing | TooManyChanges;
export type OutcomeResult = { status: "marked"; booking: Booking } | Missing | { status: "not started" };
export type ManageCheck =
  | { status: "ok"; booking: Booking }
  | { status: "cancelled"; booking: Booking }
  | { status: "started"; booking: Booking }
  | { status: "invalid" };

export type BookingOptions = {
  db: DB;
  availability: AvailabilityService;
  signingSecret: string;
  siteUrl: string;
  /** Called inside each change's transaction (the mails, later). */
  onChange?: OnBookingChange;
  now?: () => number;
};

/** Thrown inside a transaction to roll it back when a claim is held: never leaves this module. */
class SlotTaken extends Error {}

/** Thrown inside a transaction to roll a visitor's change back past its limits. */
class OverLimit extends Error {
  constructor(readonly retryAfter: number) {
    super("too many changes");
  }
}

// PostgreSQL breaks a deadlock (a move and a booking crossing each other's quarter-hours) by
// failing one transaction; it is safe to run again.
const RETRYABLE = new Set(["40P01", "40001"]);

/** Bookings: taken, moved, cancelled and marked, each in one transaction with its claims. */
export function createBookings({
  db,
  availability,
  signingSecret,
  siteUrl,
  onChange,
  now = Date.now,
}: BookingOptions) {
  const link = (booking: Booking) => manageLink(signingSecret, siteUrl, booking);
  const changes = countChanges(db);

  /** A visitor's change, counted in its own transaction: over a limit, it is rolled back. */
  async function counted(trx: Transaction<Database>, change: ChangeCount) {
    const wait = await changes.count(trx, change);
    if (wait > 0) throw new OverLimit(wait);
  }

  async function write<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T | Refused> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction().execute(work);
      } catch (error) {
        if (error instanceof SlotTaken) return { status: "taken" };
        if (error instanceof OverLimit) return { status: "too many", retryAfter: error.retryAfter };
        if (attempt < 3 && RETRYABLE.has((error as { code?: string }).code ?? "")) continue;
        throw error;
      }
    }
  }

  // The settings are read inside the transaction, with the claims: a change of the gap re-claims
  // every call to come with the new one (claims.ts), so the claims made here agree with it.
  async function claim(trx: Transaction<Database>, booking: Booking, bufferMinutes: number) {
    const instants = quarterHours(Date.parse(booking.start_at), Date.parse(booking.end_at), bufferMinutes);
    if (!(await takeClaims(trx, booking.id, instants))) throw new SlotTaken();
  }

  const find = (id: string) => db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();

  /** Why a change found nothing to change. */
  async function missing(id: string): Promise<Missing> {
    return (await find(id)) ? { status: "not active" } : { status: "not found" };
  }

  return {
    find,

    /** Books a call if its slot is offered now; "taken" when someone else (or a busy time) holds it. */
    async book(input: NewBooking): Promise<BookResult> {
      const check = await availability.check(input.start);
      if (check !== "free") return { status: check };
      const at = now();
      const result = await write(async (trx) => {
        const settings = await loadBookingSettings(trx);
        const booking = await trx
          .insertInto("bookings")
          .values({
            id: randomUUID(),
            name: input.name,
            email: input.email,
            phone: input.phone,
            company: input.company,
            topic: input.topic,
            call_kind: input.callKind,
            video_link: input.callKind === "video" ? newVideoLink(settings.videoLinks) : null,
            start_at: iso(input.start),
            end_at: iso(input.start + CALL_MS),
            status: "active",
            manage_key: newManageKey(),
            reminder_due_at: reminderDueAt(input.start, at),
            client_address: input.clientAddress?.slice(0, 64) ?? null,
            created_at: iso(at),
            last_activity_at: iso(at),
            ...input.source,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await claim(trx, booking, settings.bufferMinutes);
        await onChange?.(trx, { kind: "booked", booking, manageLink: link(booking) });
        return { status: "booked" as const, booking, manageLink: link(booking) };
      });
      // A booking is not a change: nothing in it is counted, so it is never "too many".
      if (result.status === "too many") throw new Error("a booking was counted as a change");
      return result;
    },

    /** Moves a call: the old time freed and the new one taken in one transaction; SEQUENCE + 1. */
    async move(
      id: string,
      start: number,
      by: "visitor" | "owner" = "visitor",
      client: string | null = null,
    ): Promise<MoveResult> {
      const check = await availability.check(start, id);
      if (check !== "free") return { status: check };
      const at = now();
      const result = await write(async (trx) => {
        let current = trx
          .selectFrom("bookings")
          .selectAll()
          .where("id", "=", id)
          .where("status", "=", "active");
        if (db.dialect === "postgres") current = current.forUpdate();
        const previous = await current.executeTakeFirst();
        if (!previous) return null;
        if (by === "visitor") await counted(trx, { bookingId: id, client, kind: "move" });
        await releaseClaims(trx, id);
        const settings = await loadBookingSettings(trx);
        const booking = await trx
          .updateTable("bookings")
          .set((eb) => ({
            // A call booked before links were made gets one now; a link given is kept.
            video_link:
              previous.call_kind === "video"
                ? (previous.video_link ?? newVideoLink(settings.videoLinks))
                : previous.video_link,
            start_at: iso(start),
            end_at: iso(start + CALL_MS),
            sequence: eb("sequence", "+", 1),
            reminder_due_at: reminderDueAt(start, at),
            reminder_sent_at: null,
            last_activity_at: iso(at),
          }))
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await claim(trx, booking, settings.bufferMinutes);
        await onChange?.(trx, { kind: "moved", booking, previous, manageLink: link(booking), by });
        return { status: "moved" as const, booking, manageLink: link(booking) };
      });
      return result ?? missing(id);
    },

    /** Cancels an active call (the visitor's link or the owner, with a note): its time is free again. */
    async cancel(
      id: string,
      by: "visitor" | "owner",
      note: string | null = null,
      client: string | null = null,
    ): Promise<CancelResult> {
      const at = iso(now());
      const result = await write(async (trx) => {
        const cancelled = await trx
          .updateTable("bookings")
          .set((eb) => ({
            status: "cancelled",
            cancelled_at: at,
            cancel_note: note,
            sequence: eb("sequence", "+", 1),
            last_activity_at: at,
          }))
          .where("id", "=", id)
          .where("status", "=", "active")
          .returningAll()
          .executeTakeFirst();
        if (!cancelled) return null;
        if (by === "visitor") await counted(trx, { bookingId: id, client, kind: "cancel" });
        await releaseClaims(trx, id);
        await onChange?.(trx, { kind: "cancelled", booking: cancelled, by, note });
        return { status: "cancelled" as const, booking: cancelled };
      });
      if (!result) return missing(id);
      // A cancellation takes no time, so it is never "taken" or "not offered".
      return result.status === "cancelled" || result.status === "too many" ? result : missing(id);
    },

    /** The owner's word on a call that has started: it was held, or the visitor did not come. */
    async markOutcome(id: string, outcome: "held" | "no_show"): Promise<OutcomeResult> {
      const booking = await find(id);
      if (!booking) return { status: "not found" };
      if (booking.status === "cancelled") return { status: "not active" };
      if (Date.parse(booking.start_at) > now()) return { status: "not started" };
      const marked = await db
        .updateTable("bookings")
        .set({ status: outcome, last_activity_at: iso(now()) })
        .where("id", "=", id)
        .where("status", "!=", "cancelled")
        .returningAll()
        .executeTakeFirst();
      return marked ? { status: "marked", booking: marked } : { status: "not active" };
    },

    /** The booking a manage link names, if the link is ours; it works until the call starts. */
    async findByManageToken(token: string): Promise<ManageCheck> {
      const id = bookingIdOf(token);
      const booking = id ? await find(id) : undefined;
      if (!booking || !tokenMatches(signingSecret, token, booking)) return { status: "invalid" };
      if (booking.status === "cancelled") return { status: "cancelled", booking };
      if (booking.status !== "active" || Date.parse(booking.start_at) <= now())
        return { status: "started", booking };
      return { status: "ok", booking };
    },

    /** Active calls that have not ended, soonest first (the owner's feed and back office). */
    upcoming(limit = 500): Promise<Booking[]> {
      return db
        .selectFrom("bookings")
        .selectAll()
        .where("status", "=", "active")
        .where("end_at", ">", iso(now()))
        .orderBy("start_at")
        .limit(limit)
        .execute();
    },
  };
}

export type BookingService = ReturnType<typeof createBookings>;

/**
 * Deletes bookings and their claims (erasure, retention): a booking deleted without its claims
 * would keep its time from ever being booked again.
 */
export async function deleteBookings(
  trx: Kysely<Database> | Transaction<Database>,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await trx.deleteFrom("booking_claims").where("booking_id", "in", ids).execute();
  await trx.deleteFrom("bookings").where("id", "in", ids).execute();
}
