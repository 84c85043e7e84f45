import type { Kysely } from "kysely";
import { retention } from "../../app/content/privacy";
import { deleteBookings } from "../booking/bookings";
import type { DB } from "../db";
import type { Database } from "../db/schema";
import type { ScheduledJob } from "../jobs/scheduled-job";
import type { Logger } from "../logger";
import type { MailFiles, StoredMail } from "../mail/mail-files";
import { type LeadType, leadTable } from "./leads";

const DAY_MS = 24 * 60 * 60_000;
const YEAR_MS = 365.25 * DAY_MS;

/** What app/content/privacy.ts promises, in milliseconds. */
export const RETENTION = {
  /** Enquiries, booked calls and resource requests, after the last activity. */
  leadsMs: retention.leadsYears * YEAR_MS,
  /** ...unless the work was won (legal and accounting records). */
  wonLeadsMs: retention.wonLeadsYears * YEAR_MS,
  /** Unsubscribed or never-confirmed subscriptions. */
  subscriptionsMs: retention.lapsedSubscriptionDays * DAY_MS,
  /** Sent mail in the outbox (the delivery log) not tied to a lead. */
  sentMailMs: retention.sentMailDays * DAY_MS,
} as const;

export type RetentionReport = {
  enquiries: number;
  bookings: number;
  resourceRequests: number;
  subscriptions: number;
  mails: number;
  /** Sign-ups never confirmed, a day after (docs/decisions/026). */
  registrations: number;
};

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Deletes what the privacy policy says is no longer kept (or, with `dryRun`, only counts it):
 * leads after their last activity (longer when won), with their notes and mails; subscriptions
 * unsubscribed or never confirmed; sent mails not tied to a lead (`RETENTION`); sign-ups whose
 * confirmation link has expired. Timestamps are ISO text, so the comparisons are text comparisons
 * on both databases.
 */
export async function applyRetention(
  db: DB,
  options: { at?: number; dryRun?: boolean; copies?: MailFiles } = {},
): Promise<RetentionReport> {
  const at = options.at ?? Date.now();
  const leadCutoff = iso(at - RETENTION.leadsMs);
  const wonCutoff = iso(at - RETENTION.wonLeadsMs);
  const shortCutoff = iso(at - RETENTION.subscriptionsMs);
  const mailCutoff = iso(at - RETENTION.sentMailMs);

  const removedMails: StoredMail[] = [];
  const report = await db.transaction().execute(async (trx) => {
    // biome-ignore lint/suspicious/noExplicitAny: the lead tables share the retention columns.
    const loose = trx as unknown as Kysely<any>;
    const expiredLeads = async (type: "enquiry" | "booking" | "resource") => {
      const ids = (
        await loose
          .selectFrom(leadTable(type))
          .select("id")
          .where((eb) =>
            eb.or([
              eb.and([
                eb("lead_status", "!=", "won"),
                eb(eb.fn.coalesce("last_activity_at", "created_at"), "<", leadCutoff),
              ]),
              eb.and([
                eb("lead_status", "=", "won"),
                eb(eb.fn.coalesce("last_activity_at", "created_at"), "<", wonCutoff),
              ]),
            ]),
          )
          .execute()
      ).map((row: { id: string }) => row.id);
      if (!options.dryRun && ids.length > 0) removedMails.push(...(await deleteLeads(trx, type, ids)));
      return ids.length;
    };
    const enquiries = await expiredLeads("enquiry");
    const bookings = await expiredLeads("booking");
    const resourceRequests = await expiredLeads("resource");

    const staleSubscriptions = (
      await trx
        .selectFrom("subscriptions")
        .select("id")
        .where((eb) =>
          eb.or([
            eb.and([
              eb("status", "=", "unsubscribed"),
              eb(eb.fn.coalesce("unsubscribed_at", "created_at"), "<", shortCutoff),
            ]),
            eb.and([
              eb("status", "=", "pending"),
              eb(eb.fn.coalesce("last_activity_at", "created_at"), "<", shortCutoff),
            ]),
          ]),
        )
        .execute()
    ).map((row) => row.id);
    if (!options.dryRun && staleSubscriptions.length > 0) {
      removedMails.push(...(await deleteLeads(trx, "subscription", staleSubscriptions)));
    }

    const oldMail = trx
      .selectFrom("mail_outbox")
      .where("status", "=", "sent")
      .where("lead_id", "is", null)
      .where("sent_at", "<", mailCutoff);
    const mails = Number(
      (await oldMail.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n,
    );
    if (!options.dryRun && mails > 0) {
      removedMails.push(...(await oldMail.select(["id", "created_at"]).execute()));
      await trx
        .deleteFrom("mail_outbox")
        .where("status", "=", "sent")
        .where("lead_id", "is", null)
        .where("sent_at", "<", mailCutoff)
        .execute();
    }
    const expired = trx.selectFrom("pending_registrations").where("expires_at", "<", iso(at));
    const registrations = Number(
      (await expired.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n,
    );
    if (!options.dryRun && registrations > 0) {
      await trx.deleteFrom("pending_registrations").where("expires_at", "<", iso(at)).execute();
    }
    return {
      enquiries,
      bookings,
      resourceRequests,
      subscriptions: staleSubscriptions.length,
      mails,
      registrations,
    };
  });
  // Their kept copies (.eml files) go once the rows are gone for good.
  options.copies?.remove(removedMails);
  return report;
}

/**
 * Removes leads with their notes and every mail they caused (a booking with its claims, so its
 * time is free again); resolves to those mails, whose kept copies the caller removes once the
 * transaction has committed.
 */
export async function deleteLeads(
  trx: Kysely<Database>,
  type: LeadType,
  ids: string[],
): Promise<StoredMail[]> {
  const mails: StoredMail[] = [];
  for (let start = 0; start < ids.length; start += 500) {
    const batch = ids.slice(start, start + 500);
    const caused = trx.selectFrom("mail_outbox").where("lead_type", "=", type).where("lead_id", "in", batch);
    mails.push(...(await caused.select(["id", "created_at"]).execute()));
    await trx.deleteFrom("lead_notes").where("lead_type", "=", type).where("lead_id", "in", batch).execute();
    // Their follow-up (issue 32): stage, next step, spam mark, and the record of replies sent.
    await trx
      .deleteFrom("lead_follow_up")
      .where("lead_type", "=", type)
      .where("lead_id", "in", batch)
      .execute();
    await trx
      .deleteFrom("lead_replies")
      .where("lead_type", "=", type)
      .where("lead_id", "in", batch)
      .execute();
    await trx.deleteFrom("mail_outbox").where("lead_type", "=", type).where("lead_id", "in", batch).execute();
    if (type === "booking") await deleteBookings(trx, batch);
    else await trx.deleteFrom(leadTable(type)).where("id", "in", batch).execute();
  }
  return mails;
}

/** The daily job that applies retention, once across instances (server/jobs/scheduled-job.ts). */
export function retentionJob(logger: Logger, copies: MailFiles): ScheduledJob {
  return {
    name: "retention",
    everyMs: DAY_MS,
    run: async (db) => logger.info(await applyRetention(db, { copies }), "retention applied"),
  };
}
