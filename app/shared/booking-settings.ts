import {
  defaultVideoLinks,
  bookingSettingLimits as limits,
  bookingSettingsMessages as messages,
  type VideoLinks,
  type Weekday,
  weekdays,
} from "~/content/booking";
import { isLocalDate } from "./uk-dates";
import * as z from "./zod";

/**
 * The owner's booking settings' one schema, which both sides read: the server checks every write
 * with it (server/booking/settings.ts), and the back office's form is declared from it.
 */

const timeOfDay = z.string().check(z.regex(/^(?:(?:[01]\d|2[0-3]):[03]0|24:00)$/, messages.time));

const range = z.object({ start: timeOfDay, end: timeOfDay }).check(
  // "HH:MM" strings order as the times do.
  z.refine((r) => r.start < r.end, { message: messages.range, path: ["end"] }),
);

const byStart = (a: HoursRange, b: HoursRange) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0);

/** A day's ranges, in order of the day. */
export const dayHours = z.pipe(
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

const whole = (min: number, max: number, message: string, step = 1) =>
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

/** The start of each call's own room's name. */
const roomPrefix = /^[A-Za-z0-9]{1,30}$/;

/**
 * How a video call's joining link is made (server/booking/video-links.ts): a room of its own for
 * each call on `service`, named `<prefix>-<random>`, or the one meeting room `room` for every call.
 * The prefix is checked only for a room per call: with the one room it is not used, and kept as typed.
 */
export const videoLinks = z
  .object({
    kind: z.enum(["per-call", "room"], messages.videoKind),
    service: address,
    prefix: z.string(messages.videoPrefix).check(z.trim()),
    room: z.union([z.literal(""), address]),
  })
  .check(
    z.refine((links) => links.kind !== "per-call" || roomPrefix.test(links.prefix), {
      message: messages.videoPrefix,
      path: ["prefix"],
    }),
    z.refine((links) => links.kind !== "room" || links.room !== "", {
      message: messages.videoRoom,
      path: ["room"],
    }),
  );

/** Each setting's own rule, which the back office's form reads its field with (app/forms/booking-settings). */
export const settingRules = {
  /** UK days with no calls (holidays, days away): sorted, each once. */
  blockedDates: z.pipe(
    z
      .array(z.string().check(z.refine(isLocalDate, messages.date)))
      .check(z.maxLength(limits.blockedDates, messages.blockedDates)),
    z.transform((dates) => [...new Set(dates)].sort()),
  ),
  /** The gap kept before and after every booked call. */
  bufferMinutes: whole(0, limits.bufferMaxMinutes, messages.buffer, limits.bufferStepMinutes),
  /** How long before a call it can still be booked. */
  minimumNoticeHours: whole(0, limits.noticeMaxHours, messages.notice),
  /** How far ahead calls can be booked. */
  horizonDays: whole(1, limits.horizonMaxDays, messages.horizon),
};

/**
 * The owner's booking settings (DESIGN.md "Booking a call"), with the defaults DESIGN.md gives
 * until the owner changes them: checked whenever they are written, and the back office's form
 * is read into exactly this (app/forms/booking-settings).
 */
export const bookingSettingsSchema = z.object({
  /** Ranges of UK time in which calls may be booked, per weekday. Default Monday-Friday 09:00-17:00. */
  weeklyHours: z._default(weeklyHours, () => weeklyHours.parse({})),
  blockedDates: z._default(settingRules.blockedDates, []),
  bufferMinutes: z._default(settingRules.bufferMinutes, 15),
  minimumNoticeHours: z._default(settingRules.minimumNoticeHours, 24),
  horizonDays: z._default(settingRules.horizonDays, 28),
  /** How a video call's joining link is made. */
  videoLinks: z._default(videoLinks, (): VideoLinks => ({ ...defaultVideoLinks })),
});

/** A range of a day's hours, "HH:MM" on the UK clock ("24:00" its end). */
export type HoursRange = { start: string; end: string };
/** The settings as kept: a date "YYYY-MM-DD", a time "HH:MM". */
export type BookingSettings = z.output<typeof bookingSettingsSchema>;

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = bookingSettingsSchema.parse({});
