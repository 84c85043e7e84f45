import { randomUUID } from "node:crypto";
import type { BookingStatus } from "../../app/content/booking";
import { quarterHours, takeClaims } from "../../server/booking/claims";
import { newManageKey } from "../../server/booking/manage-links";
import { siteBookingServices } from "../../server/booking/site-services";
import { CALL_MS } from "../../server/booking/slots";
import { iso } from "../../server/booking/time";
import { loadConfig } from "../../server/config";
import { type DB, migrate, openDatabase } from "../../server/db";
import { loadSigningSecret } from "../../server/leads/download-links";
import { createLogger } from "../../server/logger";

/**
 * The booking services of a site running on `databaseUrl`, made in the test as server/app.ts
 * makes them (the same database, signing secret and mails): what the visitor's booking form will
 * call, until it exists. What they enqueue, the running site sends.
 */
export async function siteBookings(databaseUrl: string, env: Record<string, string> = {}) {
  const config = loadConfig({ LOG_LEVEL: "silent", DATABASE_URL: databaseUrl, ...env });
  const db = openDatabase(databaseUrl);
  // Safe beside a running site (decision 021); lets a test seed the database before the site starts.
  await migrate(db);
  const signingSecret = await loadSigningSecret(db, config.AUTH_SECRET);
  const services = siteBookingServices(config, db, createLogger("silent"), signingSecret);
  return {
    ...services,
    db,
    config,
    signingSecret,
    /**
     * Free starts from `daysAhead` UK days on: far enough ahead that a call's reminder is due
     * later (09:00 the day before), whatever the hour the test runs.
     */
    async freeStarts(daysAhead = 3): Promise<number[]> {
      const from = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
      const { slots } = await services.availability.slots({ from, days: 14 });
      return slots.map((slot) => Date.parse(slot.start));
    },
    close: () => db.destroy(),
  };
}

export type SiteBookings = Awaited<ReturnType<typeof siteBookings>>;

/** A visitor's booking as the booking form will pass it, checked. */
export const visitorBooking = (
  email: string,
  start: number,
  extra: { callKind?: "phone" | "video" } = {},
) => ({
  name: "Morwenna Tregear",
  email,
  phone: "01632 960555",
  company: "Tregear Farms",
  topic: "Backups for the farm shop",
  callKind: extra.callKind ?? ("phone" as const),
  start,
  source: { source_page: "/book", source_referrer: "https://www.google.co.uk/" },
});

/**
 * A booked call written straight into the site's database, with its claims: for calls the booking
 * form would refuse (today's, past ones) in tests of the owner's pages.
 */
export async function seedBooking(
  db: DB,
  call: {
    start: number;
    name: string;
    email: string;
    status?: BookingStatus;
    company?: string;
    /** When the lead last moved (retention counts from it); now by default. */
    lastActivity?: number;
    leadStatus?: "new" | "won";
    reminderDueAt?: number;
  },
): Promise<string> {
  const id = randomUUID();
  const at = iso(call.lastActivity ?? Date.now());
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("bookings")
      .values({
        id,
        name: call.name,
        email: call.email,
        phone: "01632 960555",
        company: call.company ?? null,
        topic: "A question about backups",
        call_kind: "phone",
        start_at: iso(call.start),
        end_at: iso(call.start + CALL_MS),
        status: call.status ?? "active",
        manage_key: newManageKey(),
        reminder_due_at: call.reminderDueAt ? iso(call.reminderDueAt) : null,
        created_at: at,
        last_activity_at: at,
        lead_status: call.leadStatus ?? "new",
        source_page: "/book",
      })
      .execute();
    if ((call.status ?? "active") === "active") {
      await takeClaims(trx, id, quarterHours(call.start, call.start + CALL_MS, 15));
    }
  });
  return id;
}
