import type { LeadKind } from "../../app/shared/lead-kinds";
import type { DB } from "../db";
import type { ScheduledJob } from "../jobs/scheduled-job";
import { deleteLeads } from "../leads/delete-leads";
import { leadRegistry } from "../leads/kinds";
import { anyLeadTable, kindsOf, type LeadRegistry, RETENTION } from "../leads/lead-kind";
import type { Logger } from "../logger";
import type { MailFiles, StoredMail } from "../mail/mail-files";

export { RETENTION } from "../leads/lead-kind";

const DAY_MS = 24 * 60 * 60_000;

/** How many of each kind of lead went (or would go), and of the other rows retention deletes. */
export type RetentionReport = Record<LeadKind, number> & {
  mails: number;
  /** Sign-ups never confirmed, a day after (docs/decisions/026). */
  registrations: number;
};

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Deletes what the privacy policy says is no longer kept (or, with `dryRun`, only counts it): each
 * kind of lead by its own retention rule (server/leads/kinds.ts), with its notes and mails; sent
 * mails not tied to a lead (`RETENTION`); sign-ups whose confirmation link has expired.
 * Timestamps are ISO text, so the comparisons are text comparisons on both databases.
 */
export async function applyRetention(
  db: DB,
  options: { at?: number; dryRun?: boolean; copies?: MailFiles; registry?: LeadRegistry } = {},
): Promise<RetentionReport> {
  const at = options.at ?? Date.now();
  const registry = options.registry ?? leadRegistry;
  const mailCutoff = iso(at - RETENTION.sentMailMs);

  const removedMails: StoredMail[] = [];
  const report = await db.transaction().execute(async (trx) => {
    const leads = {} as Record<LeadKind, number>;
    for (const kind of kindsOf(registry)) {
      const { table, retention } = registry[kind];
      const expired = await anyLeadTable(trx).selectFrom(table).select("id").where(retention(at)).execute();
      const ids = expired.map((row: { id: string }) => row.id);
      if (!options.dryRun && ids.length > 0)
        removedMails.push(...(await deleteLeads(trx, kind, ids, registry)));
      leads[kind] = ids.length;
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
    return { ...leads, mails, registrations };
  });
  // Their kept copies (.eml files) go once the rows are gone for good.
  options.copies?.remove(removedMails);
  return report;
}

/** The daily job that applies retention, once across instances (server/jobs/scheduled-job.ts). */
export function retentionJob(logger: Logger, copies: MailFiles): ScheduledJob {
  return {
    name: "retention",
    everyMs: DAY_MS,
    run: async (db) => logger.info(await applyRetention(db, { copies }), "retention applied"),
  };
}
