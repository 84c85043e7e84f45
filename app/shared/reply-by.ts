import { replyBy } from "~/content/working-time";
import { ukDayName, ukTime } from "~/shared/uk-clock";

const ukDay = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: "Europe/London",
});
const ukWeekday = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "Europe/London" });
const DAY_MS = 86_400_000;

/** Calendar days from one UK day to another (0 for the same day, 1 for the next). */
function ukDaysBetween(from: Date, to: Date): number {
  return Math.round((Date.parse(ukDay.format(to)) - Date.parse(ukDay.format(from))) / DAY_MS);
}

/**
 * When a reply is due, in UK time, as a person promises it (app/content/working-time.ts): "by
 * 12:00 today", "by 17:30 tomorrow", "by 12:00 on Monday", and with the date when it is more than
 * six days after `from` (over Christmas), or always with `dated` (for a notice the owner may read
 * later, where "tomorrow" would go stale): "by 12:00 on Monday 4 January". The deadline itself is
 * the server's (server/working-time.ts).
 */
export function formatReplyBy(
  deadline: string | number | Date,
  from: string | number | Date,
  { dated = false } = {},
): string {
  const [due, since] = [new Date(deadline), new Date(from)];
  const time = ukTime.format(due);
  const days = ukDaysBetween(since, due);
  if (dated || days > 6) return replyBy.onDay(time, ukDayName.format(due));
  if (days === 0) return replyBy.today(time);
  if (days === 1) return replyBy.tomorrow(time);
  return replyBy.onDay(time, ukWeekday.format(due));
}
