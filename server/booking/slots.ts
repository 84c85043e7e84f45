import { callMinutes, weekdays } from "../../app/content/booking";
import { isBankHoliday } from "./bank-holidays";
import { type BusyInterval, mergeIntervals, overlapsBusy } from "./busy-intervals";
import type { BookingSettings } from "./settings";
import {
  addDays,
  HOUR_MS,
  type LocalDate,
  type LocalTime,
  MINUTE_MS,
  ukDate,
  ukInstant,
  weekdayIndex,
} from "./time";

/** A free call: [start, end) in milliseconds since the epoch. */
export type Slot = { start: number; end: number };

export const CALL_MS = callMinutes * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type SlotQuery = {
  settings: BookingSettings;
  now: number;
  /** The first UK day to look at, and how many days from it. */
  from: LocalDate;
  days: number;
  /** Active bookings (the buffer is added here, on both sides). */
  bookings: readonly BusyInterval[];
  /** The owner's busy times, sorted and merged (busy-intervals.ts). */
  busy: readonly BusyInterval[];
};

/** "09:00", "09:30" ... up to the last start that leaves a whole call before `end`, on the wall clock. */
function gridTimes(start: LocalTime, end: LocalTime): LocalTime[] {
  const minutes = (time: LocalTime) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: LocalTime[] = [];
  for (let at = minutes(start); at + callMinutes <= minutes(end); at += callMinutes) {
    times.push(`${String(Math.floor(at / 60)).padStart(2, "0")}:${String(at % 60).padStart(2, "0")}`);
  }
  return times;
}

/**
 * The free 30-minute calls: in the owner's weekly hours on the UK clock (each start on :00 or :30
 * UK time, converted to an instant by the time zone database), on days that are neither bank
 * holidays nor blocked, at least the minimum notice from now and ending within the horizon,
 * clear of every active booking by the buffer and of every busy time. Sorted; none overlap.
 */
export function freeSlots({ settings, now, from, days, bookings, busy }: SlotQuery): Slot[] {
  const buffer = settings.bufferMinutes * MINUTE_MS;
  const booked = mergeIntervals(
    bookings.map(({ start, end }) => ({ start: start - buffer, end: end + buffer })),
  );
  const earliest = now + settings.minimumNoticeHours * HOUR_MS;
  const latest = now + settings.horizonDays * DAY_MS;
  const blocked = new Set(settings.blockedDates);
  const today = ukDate(now);
  // Whatever `days` asks, no day past the horizon is looked at.
  const lastDay = ukDate(latest);
  const endDay = addDays(from, Math.max(0, Math.min(days, settings.horizonDays + 2)));
  const slots: Slot[] = [];
  for (let day = from > today ? from : today; day < endDay && day <= lastDay; day = addDays(day, 1)) {
    if (blocked.has(day) || isBankHoliday(day)) continue;
    const ranges = settings.weeklyHours[weekdays[weekdayIndex(day)]!.key];
    for (const range of ranges) {
      const rangeEnd = ukInstant(day, range.end);
      for (const time of gridTimes(range.start, range.end)) {
        const start = ukInstant(day, time);
        // A time the clock skips (the spring change) is not offered.
        if (start === null || rangeEnd === null) continue;
        const end = start + CALL_MS;
        if (start < earliest || end > latest || end > rangeEnd) continue;
        // Never overlapping, even where the autumn change shows a time twice.
        if (slots.length > 0 && start < slots.at(-1)!.end) continue;
        if (overlapsBusy(booked, start, end) || overlapsBusy(busy, start, end)) continue;
        slots.push({ start, end });
      }
    }
  }
  return slots;
}
