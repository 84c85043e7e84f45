// The UK clock as the back office's datetime-local inputs write it (the server and admin pages only).
import { TZDate } from "@date-fns/tz";
import { bookingTimeZone as ukTimeZone } from "~/content/booking";

/** A time as a `datetime-local` input writes it: "2026-12-01T09:30" (seconds allowed). */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** What a UK wall-clock time is: one instant, none (skipped in March), or two (shown twice in October). */
export type UkClockReading =
  | { kind: "instant"; at: number }
  | { kind: "skipped" }
  | { kind: "twice" }
  | { kind: "unreadable" };

/**
 * Reads a time written on the UK clock. The clock shows each time once, except at the changes:
 * 01:00-01:59 on the last Sunday of March never happens, and on the last Sunday of October it
 * happens twice (BST, then GMT). Both offsets the UK uses are tried and the time zone database
 * (@date-fns/tz) says which of them show the time written: none, one or both.
 */
export function readUkClock(text: string): UkClockReading {
  const match = LOCAL_DATE_TIME.exec(text.trim());
  if (!match) return { kind: "unreadable" };
  const [y, mo, d, h, mi] = match.slice(1, 6).map(Number) as number[];
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, Number(match[6] ?? 0));
  const asWritten = new Date(wall);
  // 2026-02-30 or 25:00 roll over into another day or hour: not a time anyone means.
  if (
    asWritten.getUTCFullYear() !== y ||
    asWritten.getUTCMonth() !== mo! - 1 ||
    asWritten.getUTCDate() !== d ||
    asWritten.getUTCHours() !== h ||
    asWritten.getUTCMinutes() !== mi
  )
    return { kind: "unreadable" };
  const shows = (instant: number) => {
    const local = new TZDate(instant, ukTimeZone);
    return (
      local.getFullYear() === y &&
      local.getMonth() === mo! - 1 &&
      local.getDate() === d &&
      local.getHours() === h &&
      local.getMinutes() === mi
    );
  };
  const instants = [wall - 60 * 60_000, wall].filter(shows); // BST (UTC+1), GMT (UTC+0)
  if (instants.length === 0) return { kind: "skipped" };
  if (instants.length === 2) return { kind: "twice" };
  return { kind: "instant", at: instants[0]! };
}

/** An instant as a `datetime-local` input shows it on the UK clock: "2026-12-01T09:30". */
export function toUkClock(instant: string | number | Date): string {
  const local = new TZDate(new Date(instant).getTime(), ukTimeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
}
