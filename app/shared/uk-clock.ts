// No imports: the contact form's script reads this (app/shared/reply-by.ts), within its page's budget.

/** A time of day on the UK clock: "09:30". */
export const ukTime = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

/** A day as a promise or a call names it, on the UK clock: "Monday 4 January". */
export const ukDayName = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "Europe/London",
});
