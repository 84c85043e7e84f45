import type { Kysely, Transaction } from "kysely";
import {
  type BookingSettings,
  bookingSettingsSchema,
  DEFAULT_BOOKING_SETTINGS,
} from "~/shared/booking-settings";
import { now } from "../clock";
import type { DB } from "../db";
import type { Database } from "../db/schema";
import { reclaimUpcoming } from "./claims";

/**
 * The owner's booking settings (DESIGN.md "Booking a call"): one row of JSON, checked against
 * their schema (app/shared/booking-settings.ts) whenever it is written, with the defaults
 * DESIGN.md gives until the owner changes them.
 */

export {
  type BookingSettings,
  bookingSettingsSchema,
  DEFAULT_BOOKING_SETTINGS,
  type HoursRange,
} from "~/shared/booking-settings";

const ROW_ID = "owner";

/** The settings in force: the stored row, or the defaults before the owner has saved any. */
export async function loadBookingSettings(
  db: Kysely<Database> | Transaction<Database>,
): Promise<BookingSettings> {
  const row = await db
    .selectFrom("booking_settings")
    .select("value")
    .where("id", "=", ROW_ID)
    .executeTakeFirst();
  // A stored row passed this schema when written; parsing again fills in settings added since.
  return row ? bookingSettingsSchema.parse(JSON.parse(row.value)) : DEFAULT_BOOKING_SETTINGS;
}

/** Each field's first message, by its name (as app/shared/validation/fields.ts's `FieldErrors`). */
type FieldErrors = Record<string, string>;

export type SettingsCheck = { ok: true; settings: BookingSettings } | { ok: false; fieldErrors: FieldErrors };

/**
 * Settings from outside the back office's form (a script, a test) checked against the schema:
 * the settings, or each error keyed by setting, and by day for weekly hours ("weeklyHours.monday"),
 * as the form's fields are named.
 */
export function checkBookingSettings(input: unknown): SettingsCheck {
  const parsed = bookingSettingsSchema.safeParse(input);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const upToIndex = issue.path.findIndex((key) => typeof key === "number");
    const key = (upToIndex === -1 ? issue.path : issue.path.slice(0, upToIndex)).join(".") || "form";
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}

/**
 * Saves the owner's settings, already checked by their schema (the back office's form is read
 * into them); the calls already booked are made to hold the new gap between calls.
 */
export async function saveBookingSettings(db: DB, settings: BookingSettings, by: string): Promise<void> {
  // Parsed once more so that what is kept is always in the schema's order (ranges, dates sorted).
  const kept = bookingSettingsSchema.parse(settings);
  const value = JSON.stringify(kept);
  const updated_at = now();
  await db.transaction().execute(async (trx) => {
    const current = await loadBookingSettings(trx);
    await trx
      .insertInto("booking_settings")
      .values({ id: ROW_ID, value, updated_at, updated_by: by })
      .onConflict((c) => c.column("id").doUpdateSet({ value, updated_at, updated_by: by }))
      .execute();
    // The calls already booked hold the gap they were booked with: made to agree with the new one.
    if (kept.bufferMinutes !== current.bufferMinutes)
      await reclaimUpcoming(trx, kept.bufferMinutes, Date.now());
  });
}
