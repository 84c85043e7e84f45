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

/** A moment as the back office shows it, in UK time: "23 November 2026 at 20:47". */
export function formatDateTime(when: string | number | Date): string {
  return ukDateTime.format(new Date(when));
}

const ukShortDateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

/** A moment in a list, in UK time, short enough for a phone's line: "3 Mar 2026, 14:05". */
export function formatShortDateTime(when: string | number | Date): string {
  return ukShortDateTime.format(new Date(when));
}

const ukDayName = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "Europe/London",
});
const ukTime = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

/** A moment within the next days, as a promise names it, in UK time: "14:05 on Wednesday 4 March". */
export function formatTimeOnDay(when: string | number | Date): string {
  const date = new Date(when);
  return `${ukTime.format(date)} on ${ukDayName.format(date)}`;
}
