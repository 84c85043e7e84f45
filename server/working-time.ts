import { workingHours } from "../app/content/working-time";
import { isBankHoliday } from "./booking/bank-holidays";
import { addDays, type LocalDate, MINUTE_MS, ukDate, ukInstant, weekdayIndex } from "./booking/time";

/**
 * The firm's one calendar of working time (docs/decisions/038): Monday to Friday, from opening to
 * closing on the UK clock (app/content/working-time.ts), England and Wales bank holidays out (the
 * booking's own list, server/booking/bank-holidays.ts). Instants are milliseconds (UTC); the
 * hours are wall-clock times, so a working day keeps its hours across the clock changes. Pure:
 * the same instant gives the same answer, whenever it is asked.
 */

/** The longest run of days without working time a calendar can hold (Christmas to New Year is 5). */
const MAX_DAYS_CLOSED = 14;

export function isWorkingDay(date: LocalDate): boolean {
  return weekdayIndex(date) < 5 && !isBankHoliday(date);
}

/**
 * A working day's opening and closing instants (the settings keep them between 05:00 and 23:00,
 * which always exist on the UK clock: the clocks change at 01:00 and 02:00).
 */
function hoursOf(date: LocalDate): { opens: number; closes: number } {
  return { opens: ukInstant(date, workingHours.opens)!, closes: ukInstant(date, workingHours.closes)! };
}

/** The length of a working day: from opening to closing (the opening hours are facts the owner sets). */
export function workingDayMs(): number {
  const { opens, closes } = hoursOf("2027-01-04");
  return closes - opens;
}

export function isWorkingTime(instant: number): boolean {
  const date = ukDate(instant);
  if (!isWorkingDay(date)) return false;
  const { opens, closes } = hoursOf(date);
  return instant >= opens && instant < closes;
}

/**
 * The instant `duration` of working time after `instant`, counting from the next opening when
 * `instant` is outside working time. Work that ends exactly at closing ends that day (17:30, not
 * the next morning's 09:00).
 */
export function addWorkingTime(instant: number, duration: number): number {
  let remaining = Math.max(0, duration);
  let date = ukDate(instant);
  const days = MAX_DAYS_CLOSED + Math.ceil(remaining / workingDayMs());
  for (let day = 0; day <= days; day++) {
    if (isWorkingDay(date)) {
      const { opens, closes } = hoursOf(date);
      const start = Math.max(instant, opens);
      if (start < closes) {
        if (start + remaining <= closes) return start + remaining;
        remaining -= closes - start;
      }
    }
    date = addDays(date, 1);
  }
  throw new RangeError(
    `no working time within ${MAX_DAYS_CLOSED} days of ${new Date(instant).toISOString()}`,
  );
}

// UK time is UTC or UTC+1: its half hours are UTC's, so rounding the instant rounds the clock.
const HALF_HOUR_MS = 30 * MINUTE_MS;

/**
 * When a lead received at `receivedAt` must have its reply: one working day of working time later
 * (by the same time on the next working day), rounded up to the half hour, so the promise reads
 * as a person would make it ("by 12:00 on Monday", never "by 10:07").
 */
export function replyDeadline(receivedAt: number): number {
  const due = addWorkingTime(receivedAt, workingDayMs());
  return Math.ceil(due / HALF_HOUR_MS) * HALF_HOUR_MS;
}
