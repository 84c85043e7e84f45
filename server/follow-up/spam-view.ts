import type { Kysely } from "kysely";
import { LEAD_KINDS, type LeadKind } from "../../app/shared/lead-kinds";
import { audit } from "../admin/audit";
import { isRowId } from "../admin/leads";
import type { DB } from "../db";
import { leadRegistry } from "../leads/kinds";
import type { CommonColumns } from "../leads/lead-kind";
import { saveFollowUp } from "./follow-up";

const SHOWN = 200;

/** The leads kept aside as likely spam, newest first, each with why. */
export async function spamLeads(db: DB) {
  const marked = await db
    .selectFrom("lead_follow_up")
    .select(["lead_type", "lead_id", "spam_reasons"])
    .where("spam", "=", 1)
    .orderBy("updated_at", "desc")
    .limit(SHOWN)
    .execute();
  const found = await Promise.all(
    LEAD_KINDS.map(async (type) => {
      const ids = marked.filter((row) => row.lead_type === type).map((row) => row.lead_id);
      if (ids.length === 0) return [];
      const columns: CommonColumns = leadRegistry[type].columns;
      // biome-ignore lint/suspicious/noExplicitAny: tables of different shapes, one query shape.
      const rows = (await (db as unknown as Kysely<any>)
        .selectFrom(leadRegistry[type].table)
        .select(["id", "email", "created_at", columns.name.as("name"), columns.summary.as("summary")])
        .where("id", "in", ids)
        .execute()) as {
        id: string;
        email: string;
        created_at: string;
        name: string | null;
        summary: string;
      }[];
      const reasons = new Map(
        marked.filter((row) => row.lead_type === type).map((row) => [row.lead_id, row.spam_reasons]),
      );
      return rows.map((row) => ({
        type,
        id: row.id,
        email: row.email,
        name: row.name,
        summary: row.summary,
        createdAt: row.created_at,
        reasons: reasons.get(row.id) ?? "",
      }));
    }),
  );
  return found.flat().sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
}

export async function spamCount(db: DB): Promise<number> {
  const row = await db
    .selectFrom("lead_follow_up")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("spam", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The owner's one tap: back to the inbox (or aside as spam). Teaches nothing; audited. */
export async function setSpam(
  db: DB,
  actor: string,
  type: LeadKind,
  id: string,
  spam: boolean,
): Promise<boolean> {
  if (!isRowId(id)) return false;
  // biome-ignore lint/suspicious/noExplicitAny: the lead tables share id.
  const lead = await (db as unknown as Kysely<any>)
    .selectFrom(leadRegistry[type].table)
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!lead) return false;
  await saveFollowUp(db, type, id, spam ? { spam: 1 } : { spam: 0 });
  await audit(db, { actor, action: spam ? "lead.spam" : "lead.not-spam", target: `${type}:${id}` });
  return true;
}
