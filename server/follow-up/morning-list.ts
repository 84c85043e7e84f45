import { firstLine } from "~/shared/first-line";
import { ukDayName } from "~/shared/uk-clock";
import { morningList } from "../../app/content/follow-up";
import { formatAge, formatUkTime } from "../../app/shared/dates";
import { leadKindWords } from "../../app/shared/lead-kinds";
import { ukDate, ukInstant } from "../booking/time";
import { type DB, isUniqueViolation } from "../db";
import type { ScheduledJob } from "../jobs/scheduled-job";
import { composeMail } from "../mail/compose";
import type { MailBlock } from "../mail/layout";
import { enqueueMail } from "../mail/outbox";
import { leadPageUrl } from "../mail/reply-link";
import { isWorkingDay } from "../working-time";
import { type NeedsNow, needsNow } from "./needs-now";

/** When the list goes, on the UK clock, on working days (until closing, if no instance was up at 08:00). */
export const MORNING_LIST_AT = "08:00";
const LATEST = "17:30";
const CHECK_MS = 5 * 60_000;

export type MorningListOutcome = "sent" | "already sent" | "nothing to say" | "not today";

const countOf = (needs: NeedsNow) => needs.overdue.length + needs.calls.length + needs.fresh.length;

/** The list as a mail in the firm's layout: today's calls, overdue, new; each a link to its page. */
export function morningListMail(needs: NeedsNow, options: { to: string; siteUrl: string; at: number }) {
  const day = ukDayName.format(new Date(options.at));
  const link = (label: string, href: string): MailBlock => ({ kind: "link", label, href });
  const waiting = (lead: NeedsNow["fresh"][number]) =>
    link(
      morningList.item(
        lead.name ?? lead.email,
        `${leadKindWords(lead.type).label}, ${formatAge(options.at - Date.parse(lead.createdAt))} ago · ${firstLine(lead.summary).slice(0, 80)}`,
      ),
      leadPageUrl(options.siteUrl, lead.type, lead.id),
    );
  const group = (title: string, items: MailBlock[]): MailBlock[] =>
    items.length ? [{ kind: "heading", text: `${title} (${items.length})` }, ...items] : [];
  return composeMail({
    recipient: options.to,
    subject: morningList.subject(day, countOf(needs)),
    content: {
      title: morningList.title(day),
      blocks: [
        ...group(
          morningList.calls,
          needs.calls.map((call) =>
            link(
              morningList.item(
                formatUkTime(call.startAt),
                [call.name, call.company].filter(Boolean).join(", "),
              ),
              leadPageUrl(options.siteUrl, "booking", call.id),
            ),
          ),
        ),
        ...group(morningList.overdue, needs.overdue.map(waiting)),
        ...group(morningList.newLeads, needs.fresh.map(waiting)),
        { kind: "button", label: morningList.open, href: `${options.siteUrl}/admin` },
      ],
    },
  });
}

/**
 * Sends today's list to the owner, at most once a UK day across every instance: the day's row in
 * `morning_lists` is the claim (its key refuses a second), taken in the transaction that queues
 * the mail. Nothing is sent when there is nothing to say; that is remembered for the scheduled
 * run, but the owner's "Send today's list now" may still ask again later in the day.
 */
export async function sendMorningList(
  db: DB,
  options: { to: string; siteUrl: string; at: number; by: string; mailWorker?: { poke(): void } },
): Promise<MorningListOutcome> {
  const day = ukDate(options.at);
  const owner = options.by !== "schedule";
  if (owner) await db.deleteFrom("morning_lists").where("day", "=", day).where("items", "=", 0).execute();
  const before = await db
    .selectFrom("morning_lists")
    .select("items")
    .where("day", "=", day)
    .executeTakeFirst();
  if (before) return before.items > 0 ? "already sent" : "nothing to say";
  const needs = await needsNow(db, options.at);
  const items = countOf(needs);
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("morning_lists")
        .values({ day, sent_at: new Date(options.at).toISOString(), sent_by: options.by, items })
        .execute();
      if (items > 0) await enqueueMail(trx, [morningListMail(needs, options)]);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "already sent";
    throw error;
  }
  if (items === 0) return "nothing to say";
  options.mailWorker?.poke();
  return "sent";
}

/** Whether the scheduled list is due at `at`: a working day, from 08:00 until closing, UK time. */
export function morningListDue(at: number): boolean {
  const day = ukDate(at);
  if (!isWorkingDay(day)) return false;
  return at >= ukInstant(day, MORNING_LIST_AT)! && at < ukInstant(day, LATEST)!;
}

/** The list as a job every instance schedules, checked every few minutes. */
export function morningListJob(options: {
  /** The owner's inbox, read when the list is composed. */
  to: () => string;
  siteUrl: string;
  mailWorker: { poke(): void };
  now?: () => number;
}): ScheduledJob {
  const now = options.now ?? Date.now;
  return {
    name: "morning-list",
    everyMs: CHECK_MS,
    now,
    run: async (db) => {
      const at = now();
      if (morningListDue(at)) await sendMorningList(db, { ...options, to: options.to(), at, by: "schedule" });
    },
  };
}
