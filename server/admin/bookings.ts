import type { SessionUser } from "../auth/accounts";
import type { BookingServices } from "../booking";
import {
  type AddressProblem,
  maskCalendarAddress,
  readCalendarAddress,
} from "../booking/busy-calendar-address";
import { feedToken, feedUrl, replaceFeedToken } from "../booking/feed";
import type { MoveRefusal } from "../booking/move-call";
import { type BookingSettings, loadBookingSettings, saveBookingSettings } from "../booking/settings";
import { addDays, iso, ukDate, ukStartOfDay } from "../booking/time";
import type { DB } from "../db";
import { audit } from "./audit";
import { CANCEL_NOTE_MAX, isRowId } from "./leads";

const PAST_SHOWN = 50;

export type OwnerCancel = { status: "cancelled" } | { status: "not found" | "not active" | "started" };
export type OwnerMove =
  | { status: "moved"; start_at: string; end_at: string }
  | { status: "refused"; refusal: MoveRefusal }
  | { status: "not found" | "not active" | "started" };
export type CalendarSave =
  | { ok: true }
  | { ok: false; problem: AddressProblem; typed: string }
  | { ok: false; problem: "unreadable"; reason: string; typed: string };

/**
 * The owner's side of booking a call: the calls (today and upcoming, then the past), cancelling
 * one with a note the visitor is mailed, marking one held or no-show once it has started, the
 * settings, the busy calendar's health and the private calendar feed. Every change is audited.
 */
export function ownerBookings(deps: {
  db: DB;
  booking: BookingServices;
  siteUrl: string;
  mailWorker: { poke(): void };
  now?: () => number;
}) {
  const { db, booking, now = Date.now } = deps;
  return {
    /** Today's calls and those to come, soonest first; then the last 50 before today, latest first. */
    async list() {
      const today = ukDate(now());
      const midnight = iso(ukStartOfDay(today));
      const [upcoming, past] = await Promise.all([
        db
          .selectFrom("bookings")
          .selectAll()
          .where("start_at", ">=", midnight)
          .orderBy("start_at")
          .limit(500)
          .execute(),
        db
          .selectFrom("bookings")
          .selectAll()
          .where("start_at", "<", midnight)
          .orderBy("start_at", "desc")
          .limit(PAST_SHOWN)
          .execute(),
      ]);
      const tomorrow = iso(ukStartOfDay(addDays(today, 1)));
      return {
        today: upcoming.filter((call) => call.start_at < tomorrow),
        upcoming: upcoming.filter((call) => call.start_at >= tomorrow),
        past,
        now: iso(now()),
      };
    },

    /** Cancels a call that has not started; the visitor is mailed with the note (the outbox). */
    async cancel(actor: SessionUser, id: string, note: string): Promise<OwnerCancel> {
      if (!isRowId(id)) return { status: "not found" };
      const found = await booking.bookings.find(id);
      if (!found) return { status: "not found" };
      if (found.status === "active" && Date.parse(found.start_at) <= now()) return { status: "started" };
      const text = note
        .replace(/[^\P{Cc}\n\t]/gu, "")
        .trim()
        .slice(0, CANCEL_NOTE_MAX);
      const result = await booking.bookings.cancel(id, "owner", text || null);
      // The owner's changes are never counted against the visitors' limits: "too many" cannot be.
      if (result.status === "too many") throw new Error("an owner's cancellation was counted");
      if (result.status !== "cancelled") return result;
      deps.mailWorker.poke();
      await audit(db, { actor: actor.email, action: "booking.cancel", target: `booking:${id}` });
      return { status: "cancelled" };
    },

    /**
     * Moves a call that has not started to another free time, as the visitor's own page does
     * (server/booking/move-call.ts): the visitor is mailed the new time with the updated
     * invitation, the owner their copy. Audited with the old and the new time.
     */
    async move(actor: SessionUser, id: string, start: unknown): Promise<OwnerMove> {
      if (!isRowId(id)) return { status: "not found" };
      const found = await booking.bookings.find(id);
      if (!found) return { status: "not found" };
      if (found.status !== "active") return { status: "not active" };
      if (Date.parse(found.start_at) <= now()) return { status: "started" };
      const moved = await booking.moveCall(id, start, "owner");
      if (moved.status === "gone") return { status: "not active" };
      if (moved.status === "refused") return moved;
      deps.mailWorker.poke();
      await audit(db, {
        actor: actor.email,
        action: "booking.move",
        target: `booking:${id}`,
        detail: `${found.start_at} -> ${moved.booking.start_at}`,
      });
      return { status: "moved", start_at: moved.booking.start_at, end_at: moved.booking.end_at };
    },

    /** The free times a call may move to, while it can still be moved (booked, not started). */
    async moveChoices(id: string, asked: string | null) {
      const found = isRowId(id) ? await booking.bookings.find(id) : undefined;
      if (found?.status !== "active" || Date.parse(found.start_at) <= now()) return null;
      return booking.moveChoices(found, asked);
    },

    /** The call took place, or the visitor did not come (only once it has started). */
    async markOutcome(actor: SessionUser, id: string, outcome: string) {
      if (!isRowId(id) || (outcome !== "held" && outcome !== "no_show"))
        return { status: "not found" as const };
      const result = await booking.bookings.markOutcome(id, outcome);
      if (result.status === "marked") {
        await audit(db, {
          actor: actor.email,
          action: "booking.outcome",
          target: `booking:${id}`,
          detail: outcome,
        });
      }
      return result;
    },

    settings: () => loadBookingSettings(db),

    /** The settings as the owner's form gives them, checked by their schema (app/forms/booking-settings). */
    async saveSettings(actor: SessionUser, settings: BookingSettings) {
      await saveBookingSettings(db, settings, actor.email);
      await audit(db, { actor: actor.email, action: "booking.settings" });
    },

    busyCalendar: () => booking.busyCalendar.status(),

    /**
     * The busy calendar's address, pasted by the owner: checked, fetched and read once, and
     * saved only if it reads (every instance uses it from its next check). Never shown back
     * whole; the audit names it masked.
     */
    async saveBusyCalendar(actor: SessionUser, pasted: string): Promise<CalendarSave> {
      const address = readCalendarAddress(pasted);
      if (!address.ok) return address;
      const saved = await booking.busyCalendar.replaceAddress(address.url);
      if (!saved.ok) return { ok: false, problem: "unreadable", reason: saved.reason, typed: address.url };
      await audit(db, {
        actor: actor.email,
        action: "booking.busy-calendar",
        detail: maskCalendarAddress(address.url),
      });
      return { ok: true };
    },

    /** The owner's address removed: BOOKING_BUSY_ICS_URL again, or no busy calendar. */
    async removeBusyCalendar(actor: SessionUser) {
      await booking.busyCalendar.removeAddress();
      await audit(db, { actor: actor.email, action: "booking.busy-calendar-removed" });
    },

    /** The private feed's address, made on first use. */
    feedUrl: async () => feedUrl(deps.siteUrl, await feedToken(db)),

    /** A new address for the feed: the old one stops working at once, on every instance. */
    async replaceFeed(actor: SessionUser) {
      const url = feedUrl(deps.siteUrl, await replaceFeedToken(db));
      await audit(db, { actor: actor.email, action: "booking.feed-replaced" });
      return url;
    },
  };
}

export type OwnerBookings = ReturnType<typeof ownerBookings>;
