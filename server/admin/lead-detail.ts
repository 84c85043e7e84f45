import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { NOTE_MAX } from "../../app/lib/admin-filter";
import type { DB } from "../db";
import { now } from "../mail/outbox";
import { audit } from "./audit";
import { isRowId, LEAD_STATUSES, LEAD_TABLES, type LeadStatus, type LeadType } from "./leads";

/** Everything about one lead: every field sent, its notes, the mails it caused and their delivery. */
export async function leadDetail(db: DB, type: LeadType, id: string) {
  if (!isRowId(id)) return undefined;
  // biome-ignore lint/suspicious/noExplicitAny: one page for three tables of different shapes.
  const row = (await (db as unknown as Kysely<any>)
    .selectFrom(LEAD_TABLES[type])
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) return undefined;
  const [notes, mails] = await Promise.all([
    db
      .selectFrom("lead_notes")
      .select(["id", "author", "body", "created_at"])
      .where("lead_type", "=", type)
      .where("lead_id", "=", id)
      .orderBy("created_at", "asc")
      .execute(),
    db
      .selectFrom("mail_outbox")
      .select(["id", "recipient", "subject", "status", "attempts", "last_error", "created_at", "sent_at"])
      .where("lead_type", "=", type)
      .where("lead_id", "=", id)
      .orderBy("created_at", "asc")
      .execute(),
  ]);
  const fields: Record<string, string | number | null> = Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value == null || typeof value === "number" ? (value ?? null) : String(value),
    ]),
  );
  return { type, id, fields, notes, mails };
}

async function touch(db: DB, type: LeadType, id: string, changes: Record<string, string>): Promise<boolean> {
  if (!isRowId(id)) return false;
  // biome-ignore lint/suspicious/noExplicitAny: the lead tables share these columns.
  const result = await (db as unknown as Kysely<any>)
    .updateTable(LEAD_TABLES[type])
    .set({ ...changes, last_activity_at: now() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setLeadStatus(db: DB, actor: string, type: LeadType, id: string, status: string) {
  if (!LEAD_STATUSES.includes(status as LeadStatus)) return false;
  if (!(await touch(db, type, id, { lead_status: status }))) return false;
  await audit(db, { actor, action: "lead.status", target: `${type}:${id}`, detail: status });
  return true;
}

export async function addLeadNote(db: DB, actor: string, type: LeadType, id: string, body: string) {
  const text = body
    .replace(/[^\P{Cc}\n\t]/gu, "")
    .trim()
    .slice(0, NOTE_MAX);
  if (!text || !(await touch(db, type, id, {}))) return false;
  await db
    .insertInto("lead_notes")
    .values({ id: randomUUID(), lead_type: type, lead_id: id, author: actor, body: text, created_at: now() })
    .execute();
  await audit(db, { actor, action: "lead.note", target: `${type}:${id}` });
  return true;
}
