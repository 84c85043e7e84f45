import type { DB } from "../db";
import type { ScheduledJob } from "../jobs/scheduled-job";
import { manageLink } from "./manage-links";
import { addDays, iso, ukDate, ukInstant } from "./time";
import type { OnBookingChange } from "./types";

/** The reminder goes the day before the call, from this time on the UK clock. */
export const REMINDER_TIME = "09:00";
/** How often instances look for reminders due (each goes once, whichever instance finds it). */
export const REMINDER_CHECK_MS = 5 * 60_000;

/**
 * When a call's reminder is due: 09:00 UK time the day before. Null when that has passed at
 * booking time (a call booked the afternoon before needs no reminder on top of its confirmation).
 */
export function reminderDueAt(start: number, bookedAt: number): string | null {
  const due = ukInstant(addDays(ukDate(start), -1), REMINDER_TIME)!;
  return due > bookedAt ? iso(due) : null;
}

export type ReminderOptions = {
  db: DB;
  signingSecret: string;
  siteUrl: string;
  /** Enqueues the reminder mail, inside the transaction that marks it sent. */
  onChange: OnBookingChange;
  now?: () => number;
};

/**
 * Sends the reminders due: each active booking's once, even with several instances looking at
 * the same moment. An instance takes a reminder with a conditional update (`reminder_sent_at IS
 * NULL`) that only one transaction can win, and enqueues the mail in that same transaction: if
 * the mail cannot be stored, the reminder is not marked sent and goes at the next check.
 */
export async function sendDueReminders({
  db,
  signingSecret,
  siteUrl,
  onChange,
  now = Date.now,
}: ReminderOptions): Promise<number> {
  const at = now();
  const due = await db
    .selectFrom("bookings")
    .select("id")
    .where("status", "=", "active")
    .where("reminder_sent_at", "is", null)
    .where("reminder_due_at", "<=", iso(at))
    .where("start_at", ">", iso(at))
    .orderBy("start_at")
    .limit(500)
    .execute();
  let sent = 0;
  for (const { id } of due) {
    const won = await db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable("bookings")
        .set({ reminder_sent_at: iso(at) })
        .where("id", "=", id)
        .where("status", "=", "active")
        .where("reminder_sent_at", "is", null)
        .where("start_at", ">", iso(at))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return false;
      const booking = await trx
        .selectFrom("bookings")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      await onChange(trx, {
        kind: "reminder",
        booking,
        manageLink: manageLink(signingSecret, siteUrl, booking),
      });
      return true;
    });
    if (won) sent++;
  }
  return sent;
}

/** The reminders as a job every instance schedules (server/jobs): checked every few minutes. */
export function reminderJob(options: ReminderOptions): ScheduledJob {
  return {
    name: "booking-reminders",
    everyMs: REMINDER_CHECK_MS,
    now: options.now,
    run: async () => {
      await sendDueReminders(options);
    },
  };
}
