import type { Kysely, Transaction } from "kysely";
import {
  defaultVideoLinks,
  bookingSettingLimits as limits,
  bookingSettingsMessages as messages,
  type VideoLinks,
  type Weekday,
  weekdays,
} from "~/content/booking";
import type { FieldErrors } from "~/lib/validation/fields";
import * as z from "~/lib/zod";
import { now } from "../clock";
import type { DB } from "../db";
import type { Database } from "../db/schema";
import { reclaimUpcoming } from "./claims";
import { isLocalDate, type LocalDate, type LocalTime } from "./time";

/**
 * The owner's booking settings (DESIGN.md "Booking a call"): one row of JSON, checked against this
 * schema whenever it is written, with the defaults DESIGN.md gives until the owner changes them.
 */

const timeOfDay = z.string().check(z.regex(/^(?:(?:[01]\d|2[0-3]):[03]0|24:00)$/, messages.time));

const range = z.object({ start: timeOfDay, end: timeOfDay }).check(
  // "HH:MM" strings order as the times do.
  z.refine((r) => r.start < r.end, { message: messages.range, path: ["end"] }),
);

const byStart = (a: HoursRange, b: HoursRange) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0);

const dayHours = z.pipe(
  z.array(range).check(
    z.maxLength(limits.rangesPerDay, messages.rangesPerDay),
    z.refine(
      (ranges) => [...ranges].sort(byStart).every((r, i, all) => i === 0 || all[i - 1]!.end <= r.start),
      {
        message: messages.overlap,
      },
    ),
  ),
  z.transform((ranges) => [...ranges].sort(byStart)),
);

const number = (min: number, max: number, message: string, step = 1) =>
  z
    .number(message)
    .check(z.int(message), z.gte(min, message), z.lte(max, message), z.multipleOf(step, message));

const DEFAULT_HOURS = [{ start: "09:00", end: "17:00" }];

const weeklyHours = z.object(
  Object.fromEntries(
    weekdays.map(({ key }, index) => [key, z._default(dayHours, () => (index < 5 ? DEFAULT_HOURS : []))]),
  ) as Record<Weekday, z.ZodMiniDefault<typeof dayHours>>,
);

/** A full https address with a host and no user name or password, as a video link needs. */
function isHttpsAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

const address = z
  .string(messages.videoAddress)
  .check(z.trim(), z.maxLength(500, messages.videoAddress), z.refine(isHttpsAddress, messages.videoAddress));

/**
 * How a video call's joining link is made (server/booking/video-links.ts): a room of its own for
 * each call on `service`, named `<prefix>-<random>`, or the one meeting room `room` for every call.
 */
const videoLinks = z
  .object({
    kind: z.enum(["per-call", "room"], messages.videoKind),
    service: address,
    prefix: z
      .string(messages.videoPrefix)
      .check(z.trim(), z.regex(/^[A-Za-z0-9]{1,30}$/, messages.videoPrefix)),
    room: z.union([z.literal(""), address]),
  })
  .check(
    z.refine((links) => links.kind !== "room" || links.room !== "", {
      message: messages.videoRoom,
      path: ["room"],
    }),
  );

export const bookingSettingsSchema = z.object({
  /** Ranges of UK time in which calls may be booked, per weekday. Default Monday-Friday 09:00-17:00. */
  weeklyHours: z._default(weeklyHours, () => weeklyHours.parse({})),
  /** UK days with no calls (holidays, days away): sorted, each once. */
  blockedDates: z._default(
    z.pipe(
      z
        .array(z.string().check(z.refine(isLocalDate, messages.date)))
        .check(z.maxLength(limits.blockedDates, messages.blockedDates)),
      z.transform((dates) => [...new Set(dates)].sort()),
    ),
    [],
  ),
  /** The gap kept before and after every booked call. */
  bufferMinutes: z._default(
    number(0, limits.bufferMaxMinutes, messages.buffer, limits.bufferStepMinutes),
    15,
  ),
  /** How long before a call it can still be booked. */
  minimumNoticeHours: z._default(number(0, limits.noticeMaxHours, messages.notice), 24),
  /** How far ahead calls can be booked. */
  horizonDays: z._default(number(1, limits.horizonMaxDays, messages.horizon), 28),
  /** How a video call's joining link is made. */
  videoLinks: z._default(videoLinks, (): VideoLinks => ({ ...defaultVideoLinks })),
});

export type HoursRange = { start: LocalTime; end: LocalTime };
export type BookingSettings = z.output<typeof bookingSettingsSchema> & { blockedDates: LocalDate[] };

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = bookingSettingsSchema.parse({});

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

export type SettingsSave = { ok: true; settings: BookingSettings } | { ok: false; fieldErrors: FieldErrors };

/**
 * Saves the owner's changes (any of the settings; the rest stay as they are) if all of them are
 * valid. Field errors are keyed by setting, and by day for weekly hours ("weeklyHours.monday").
 * `refused`: what the form could not read at all (a date); nothing is saved then, and the
 * schema's errors are given with them.
 */
export async function saveBookingSettings(
  db: DB,
  changes: unknown,
  by: string,
  refused: FieldErrors = {},
): Promise<SettingsSave> {
  if (typeof changes !== "object" || changes === null || Array.isArray(changes)) {
    return { ok: false, fieldErrors: { form: "Send the settings as an object" } };
  }
  const current = await loadBookingSettings(db);
  const parsed = bookingSettingsSchema.safeParse({ ...current, ...changes });
  if (!parsed.success || Object.keys(refused).length > 0) {
    const fieldErrors: FieldErrors = { ...refused };
    for (const issue of parsed.error?.issues ?? []) {
      const upToIndex = issue.path.findIndex((key) => typeof key === "number");
      const key = (upToIndex === -1 ? issue.path : issue.path.slice(0, upToIndex)).join(".") || "form";
      fieldErrors[key] ??= issue.message;
    }
    return { ok: false, fieldErrors };
  }
  const value = JSON.stringify(parsed.data);
  const updated_at = now();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("booking_settings")
      .values({ id: ROW_ID, value, updated_at, updated_by: by })
      .onConflict((c) => c.column("id").doUpdateSet({ value, updated_at, updated_by: by }))
      .execute();
    // The calls already booked hold the gap they were booked with: made to agree with the new one.
    if (parsed.data.bufferMinutes !== current.bufferMinutes)
      await reclaimUpcoming(trx, parsed.data.bufferMinutes, Date.now());
  });
  return { ok: true, settings: parsed.data };
}
