import { formatUkDate } from "~/shared/uk-dates";
import { weeklySummary } from "../../app/content/analytics";
import { addDays, ukDate, ukInstant, weekdayIndex } from "../booking/time";
import { now } from "../clock";
import type { DB } from "../db";
import type { ScheduledJob } from "../jobs/scheduled-job";
import { composeMail } from "../mail/compose";
import { enqueueMail } from "../mail/outbox";
import { type AnalyticsReport, analyticsReport } from "./report";

/** The Monday a summary is due on (from 07:00 UK), or undefined on any other day or earlier. */
export function summaryWeek(at: number): string | undefined {
  const today = ukDate(at);
  if (weekdayIndex(today) !== 0 || at < ukInstant(today, weeklySummary.sendFrom)!) return undefined;
  return today;
}

const leadsOf = (report: AnalyticsReport) => Object.values(report.totals.leads).reduce((a, b) => a + b, 0);

/** The week's figures beside the week before's, and the source that brought the most leads. */
export function summaryMail(
  recipient: string,
  siteUrl: string,
  week: AnalyticsReport,
  before: AnalyticsReport,
) {
  const words = weeklySummary;
  const best = [...week.sources].sort((a, b) => b.total - a.total || b.visitors - a.visitors)[0];
  const compare = (pick: (r: AnalyticsReport) => number) => words.compared(pick(week), pick(before));
  const from = formatUkDate(week.period.from);
  return composeMail({
    recipient,
    subject: words.subject(from),
    content: {
      title: words.title,
      blocks: [
        { kind: "paragraph", text: words.intro(from, formatUkDate(week.period.to)) },
        {
          kind: "fields",
          rows: [
            [words.rows.visitors, compare((r) => r.totals.visitors)],
            [words.rows.views, compare((r) => r.totals.views)],
            [words.rows.enquiry, compare((r) => r.totals.leads.enquiry)],
            [words.rows.booking, compare((r) => r.totals.leads.booking)],
            [words.rows.resource, compare((r) => r.totals.leads.resource)],
            [words.rows.subscription, compare((r) => r.totals.leads.subscription)],
            [
              words.rows.bestSource,
              best ? words.bestSource(best.name, best.total, best.visitors) : words.noSource,
            ],
          ],
        },
        {
          kind: "button",
          label: words.button,
          href: `${siteUrl}/admin/analytics?from=${week.period.from}&to=${week.period.to}`,
        },
      ],
    },
  });
}

/**
 * The weekly summary to the owner (`notifyEmail`, read as it is composed) on Monday morning UK, through the outbox: checked
 * every quarter of an hour on every instance, sent once, by the row claiming its week, written in
 * the same transaction as the mail.
 */
export function weeklySummaryJob(options: {
  notifyEmail: () => string;
  siteUrl: string;
  flush(): Promise<void>;
  now?: () => number;
}): ScheduledJob {
  const clock = options.now ?? Date.now;
  return {
    name: "analytics.weekly-summary",
    everyMs: 15 * 60_000,
    now: clock,
    async run(db: DB) {
      const monday = summaryWeek(clock());
      if (!monday) return;
      const sent = await db
        .selectFrom("analytics_summaries")
        .select("week")
        .where("week", "=", monday)
        .executeTakeFirst();
      if (sent) return;
      await options.flush();
      const week = await analyticsReport(db, { from: addDays(monday, -7), to: addDays(monday, -1) });
      const before = await analyticsReport(db, { from: addDays(monday, -14), to: addDays(monday, -8) });
      if (leadsOf(week) + week.totals.views === 0 && leadsOf(before) + before.totals.views === 0) return;
      await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto("analytics_summaries")
          .values({ week: monday, sent_at: now() })
          .onConflict((c) => c.column("week").doNothing())
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return;
        await enqueueMail(trx, [summaryMail(options.notifyEmail(), options.siteUrl, week, before)]);
      });
    },
  };
}
