import type { SessionUser } from "../auth/accounts";
import type { BookingServices } from "../booking";
import { feedToken, feedUrl, replaceFeedToken } from "../booking/feed";
import { loadBookingSettings, saveBookingSettings } from "../booking/settings";
import { addDays, iso, ukDate, ukStartOfDay } from "../booking/time";
import type { DB } from "../db";
import { audit } from "./audit";
import { CANCEL_NOTE_MAX, isRowId } from "./leads";

const PAST_SHOWN = 50;

export type OwnerCancel = { status: "cancelled" } | { status: "not found" | "not active" | "started" };

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
      if (result.status !== "cancelled") return result;
      deps.mailWorker.poke();
      await audit(db, { actor: actor.email, action: "booking.cancel", target: `booking:${id}` });
      return { status: "cancelled" };
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

    async saveSettings(actor: SessionUser, changes: unknown) {
      const saved = await saveBookingSettings(db, changes, actor.email);
      if (saved.ok) await audit(db, { actor: actor.email, action: "booking.settings" });
      return saved;
    },

    busyCalendar: () => booking.busyCalendar.status(),

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
