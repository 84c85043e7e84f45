import type { Transaction } from "kysely";
import { bookingChangeLimits } from "../../app/content/booking";
import type { DB } from "../db";
import type { Database } from "../db/schema";
import { createWindowCounter } from "../security/rate-limit";
import { HOUR_MS } from "./time";

/**
 * How often a visitor may change calls (decision 040): anyone can book under any address, so the
 * manage link's move and cancel would otherwise be a cannon of mails to that address and the
 * owner's. Counted in `rate_limits` inside the change's own transaction (an atomic upsert, so
 * twenty moves at once are counted one by one, on any number of instances), and only when the
 * change is made: one refused (taken, not offered) costs nothing, one over a limit is rolled back.
 * A call moves at most `movesPerBooking` times an hour (its cancellation, which ends it, is never
 * refused for its own count); a client changes at most `changesPerClient` calls an hour.
 */
export type ChangeCount = { bookingId: string; client: string | null; kind: "move" | "cancel" };

export function countChanges(db: DB, now: () => number = Date.now) {
  const perBooking = createWindowCounter(
    db,
    { name: "booking-moves", limit: bookingChangeLimits.movesPerBooking, windowMs: HOUR_MS },
    now,
  );
  const perClient = createWindowCounter(
    db,
    { name: "booking-changes", limit: bookingChangeLimits.changesPerClient, windowMs: HOUR_MS },
    now,
  );
  return {
    /** Counts a change; the seconds until it would be allowed when over a limit, else 0. */
    async count(trx: Transaction<Database>, change: ChangeCount): Promise<number> {
      const waits = [
        change.kind === "move" ? await perBooking.hit(trx, change.bookingId) : 0,
        change.client ? await perClient.hit(trx, change.client) : 0,
      ];
      return Math.max(...waits);
    },
  };
}
