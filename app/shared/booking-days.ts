import { bookingTimeZone } from "~/content/booking";
import { ukZoneLabel } from "~/shared/uk-zone";

/** A free time as the page shows it: its instant (what the form posts) and the UK clock's HH:MM. */
export type DaySlot = { start: string; time: string };

/** A slot's start as the page and GET /api/availability give it: an instant in UTC, to the minute. */
const SLOT_START = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:00(\.000)?)?Z$/;
export const isSlotStart = (value: string) => SLOT_START.test(value) && Number.isFinite(Date.parse(value));

/** A UK day with free times, as the page groups them. */
export type SlotDay = {
  /** The UK day, YYYY-MM-DD (the day links' `?day=`). */
  date: string;
  /** "Tuesday 1 December 2026". */
  label: string;
  /** "Tue" and "1 Dec", for the day picker. */
  weekday: string;
  short: string;
  /** "GMT" or "BST" that day (the clocks change at night, when no call is offered). */
  zone: string;
  slots: DaySlot[];
};

const inUk = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-GB", { ...options, timeZone: bookingTimeZone });
const dayKey = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: bookingTimeZone,
});
const dayLabel = inUk({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
const weekday = inUk({ weekday: "short" });
const shortDay = inUk({ day: "numeric", month: "short" });
const clock = inUk({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** The time on the UK clock, "09:30" (hours 00 to 23). */
export const ukClock = (instant: string | number | Date) => clock.format(new Date(instant));

/** The UK day an instant falls on, YYYY-MM-DD. */
export const ukDay = (instant: string | number | Date) => dayKey.format(new Date(instant));

/** Free times (in order, as GET /api/availability gives them) grouped by their UK day. */
export function groupByDay(slots: readonly { start: string }[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const { start } of slots) {
    const date = ukDay(start);
    let day = days.at(-1);
    if (day?.date !== date) {
      const at = new Date(start);
      // "Tuesday 1 December 2026": en-GB writes no comma in it.
      day = {
        date,
        label: dayLabel.format(at).replace(",", ""),
        weekday: weekday.format(at),
        short: shortDay.format(at),
        zone: ukZoneLabel(at),
        slots: [],
      };
      days.push(day);
    }
    day.slots.push({ start, time: ukClock(start) });
  }
  return days;
}

/**
 * The visitor's own clock for a time, "05:30" (with the weekday, "04:00 Wed", when it falls on
 * another day there), when their zone's clock differs from the UK's at that moment; undefined when
 * it is the same (or the zone is unknown).
 */
export function visitorClock(start: string, zone: string | undefined): string | undefined {
  if (!zone || zone === bookingTimeZone) return undefined;
  try {
    const at = new Date(start);
    const there = (options: Intl.DateTimeFormatOptions, locale = "en-GB") =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: zone }).format(at);
    const time = there({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    if (time === ukClock(at)) return undefined;
    const sameDay = there({ year: "numeric", month: "2-digit", day: "2-digit" }, "en-CA") === ukDay(at);
    return sameDay ? time : `${time} ${there({ weekday: "short" })}`;
  } catch {
    return undefined;
  }
}
