import { TZDate, tzOffset } from "@date-fns/tz";
import { bookingTimeZone, ukZoneNames } from "../../app/content/booking";
import { isLocalDate } from "../../app/shared/uk-dates";

// The rule of a kept date lives with the settings' schema, which both sides read.
export { isLocalDate };

/**
 * The owner's clock. Days and times of day are UK wall-clock values ("2027-03-29", "09:00");
 * instants are milliseconds since the epoch (UTC). Conversions between the two go through the
 * time zone database (@date-fns/tz), never by adding an hour for summer time.
 */

/** A UK calendar day, "2027-03-29". */
export type LocalDate = string;
/** A time of day on the UK clock, "09:30"; "24:00" is the end of the day. */
export type LocalTime = string;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: LocalDate): [number, number, number] {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`not a date: ${date}`);
  return [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
}

/** The calendar day `days` after `date` (calendar arithmetic: no clock, no zone). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m, d + days)).toISOString().slice(0, 10);
}

/** 0 for Monday ... 6 for Sunday, the index into `weekdays` of app/content/booking.ts. */
export function weekdayIndex(date: LocalDate): number {
  const [y, m, d] = parts(date);
  return (new Date(Date.UTC(y, m, d)).getUTCDay() + 6) % 7;
}

/** The UK day an instant falls on. */
export function ukDate(instant: number): LocalDate {
  const local = new TZDate(instant, bookingTimeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

// ukInstant is pure (the zone's rules do not change while the process runs) and availability asks
// the same few hundred days and times on every request: remembered, a four-week answer costs a
// tenth of the time. Bounded: cleared when full.
const instants = new Map<string, number | null>();
const MAX_REMEMBERED = 20_000;

/**
 * The instant a UK clock shows `time` on `date`, or null when the clock skips it (01:00-01:59 on
 * the last Sunday of March). When the clock shows it twice (October), the later one (GMT).
 */
export function ukInstant(date: LocalDate, time: LocalTime): number | null {
  const key = `${date}T${time}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    instant = convert(date, time);
    if (instants.size >= MAX_REMEMBERED) instants.clear();
    instants.set(key, instant);
  }
  return instant;
}

function convert(date: LocalDate, time: LocalTime): number | null {
  if (time === "24:00") return ukInstant(addDays(date, 1), "00:00");
  const [y, m, d] = parts(date);
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const local = new TZDate(y, m, d, hour, minute, bookingTimeZone);
  const shown = local.getFullYear() === y && local.getMonth() === m && local.getDate() === d;
  if (!shown || local.getHours() !== hour || local.getMinutes() !== minute) return null;
  return local.getTime();
}

/** Midnight starting a UK day (UK clocks change at 01:00 and 02:00, so midnight always exists). */
export function ukStartOfDay(date: LocalDate): number {
  return ukInstant(date, "00:00")!;
}

/** The wall-clock fields of an instant as read in another zone (an iCalendar TZID), as an instant. */
export function instantInZone(
  zone: string,
  fields: { year: number; month: number; day: number; hour: number; minute: number; second: number },
): number {
  return new TZDate(
    fields.year,
    fields.month - 1,
    fields.day,
    fields.hour,
    fields.minute,
    fields.second,
    zone,
  ).getTime();
}

const knownZones = new Map<string, boolean>();

/** True when `zone` is a time zone the runtime knows ("America/New_York"). */
export function isKnownZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en-GB", { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    // Bounded: a file could name thousands of zones.
    if (knownZones.size < 1000) knownZones.set(zone, known);
  }
  return known;
}

/** "GMT" or "BST": what UK time is called at an instant. */
export function ukZoneName(instant: number): string {
  return tzOffset(bookingTimeZone, new Date(instant)) === 0
    ? ukZoneNames.winter.short
    : ukZoneNames.summer.short;
}

export const iso = (instant: number) => new Date(instant).toISOString();
