import type { Kysely } from "kysely";
import type { LeadKind } from "~/shared/lead-kinds";
import type { Database } from "../db/schema";
import type { StoredMail } from "../mail/mail-files";
import { leadRegistry } from "./kinds";
import type { LeadRegistry } from "./lead-kind";

/**
 * What the back office keeps about any lead, by `(lead_type, lead_id)`, which goes with the lead.
 * A new such record (a follow-up's stage) is one entry here: every kind's retention and erasure
 * take it, and no kind's declaration changes.
 */
export const LEAD_RECORDS = [
  "lead_notes",
  "lead_follow_up",
  "lead_replies",
] as const satisfies readonly (keyof Database)[];

/**
 * Removes leads of a kind with what is kept about them and every mail they caused, then the rows
 * themselves by the kind's own erasure (a booking with its claims, so its time is free again);
 * resolves to those mails, whose kept copies the caller removes once the transaction has committed.
 */
export async function deleteLeads(
  trx: Kysely<Database>,
  kind: LeadKind,
  ids: readonly string[],
  registry: LeadRegistry = leadRegistry,
): Promise<StoredMail[]> {
  const mails: StoredMail[] = [];
  for (let start = 0; start < ids.length; start += 500) {
    const batch = ids.slice(start, start + 500);
    const caused = trx.selectFrom("mail_outbox").where("lead_type", "=", kind).where("lead_id", "in", batch);
    mails.push(...(await caused.select(["id", "created_at"]).execute()));
    for (const table of LEAD_RECORDS)
      await trx.deleteFrom(table).where("lead_type", "=", kind).where("lead_id", "in", batch).execute();
    await trx.deleteFrom("mail_outbox").where("lead_type", "=", kind).where("lead_id", "in", batch).execute();
    await registry[kind].erase(trx, batch);
  }
  return mails;
}
