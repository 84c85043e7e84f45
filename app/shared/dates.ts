import { ukDayName, ukTime } from "~/shared/uk-clock";
import { ukZoneLabel } from "~/shared/uk-zone";
import { counted } from "./counted";

const ukLongDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

/**
 * A date as people in the UK write it: "9 December 2024". Takes an ISO day ("2024-12-09", read
 * at midday so no time zone moves it) or a moment (a Date or milliseconds, shown in UK time).
 */
export function formatDate(when: string | number | Date): string {
  const date =
    typeof when === "string" && /^\d{4}-\d{2}-\d{2}$/.test(when)
      ? new Date(`${when}T12:00:00Z`)
      : new Date(when);
  return ukLongDate.format(date);
}

const ukDateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

/**
 * A moment as the back office shows it, on the UK clock with its zone named, as a call's time is:
 * "23 November 2026 at 20:47 GMT".
 */
export function formatDateTime(when: string | number | Date): string {
  return `${ukDateTime.format(new Date(when))} ${ukZoneLabel(when)}`;
}

const ukShortDateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

/** A moment in a list, on the UK clock with its zone, short enough for a phone's line: "3 Mar 2026, 14:05 BST". */
export function formatShortDateTime(when: string | number | Date): string {
  return `${ukShortDateTime.format(new Date(when))} ${ukZoneLabel(when)}`;
}

const ukYear = new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone: "Europe/London" });
const ukShortDay = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "Europe/London",
});

/** A booked call, on the UK clock with its zone named: "Tuesday 8 June 2027, 11:00 to 11:30 BST". */
export function formatCallTime(start: string | number | Date, end: string | number | Date): string {
  const [from, to] = [new Date(start), new Date(end)];
  return `${ukDayName.format(from)} ${ukYear.format(from)}, ${ukTime.format(from)} to ${ukTime.format(to)} ${ukZoneLabel(from)}`;
}

/** A time of day on the UK clock with its zone named: "11:00 BST". */
export function formatUkTime(when: string | number | Date): string {
  return `${ukTime.format(new Date(when))} ${ukZoneLabel(when)}`;
}

/** A booked call in a list, short enough for a phone's line: "Tue 8 Jun 2027, 11:00 BST". */
export function formatShortCallTime(start: string | number | Date): string {
  const from = new Date(start);
  return `${ukShortDay.format(from)} ${ukYear.format(from)}, ${formatUkTime(from)}`;
}

/** How long ago, roughly, as the back office says it: "less than a minute", "5 minutes", "3 hours", "2 days". */
export function formatAge(milliseconds: number): string {
  const minutes = Math.floor(milliseconds / 60_000);
  if (minutes < 1) return "less than a minute";
  if (minutes < 120) return counted(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? counted(hours, "hour") : counted(Math.floor(hours / 24), "day");
}
