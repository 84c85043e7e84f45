import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { NOTE_MAX } from "~/shared/inbox-filter";
import type { LeadKind } from "~/shared/lead-kinds";
import { phoneIn } from "~/shared/phone";
import { now } from "../clock";
import type { DB } from "../db";
import { leadRegistry } from "../leads/kinds";
import type { LeadRegistry } from "../leads/lead-kind";
import { replyLink } from "../mail/reply-link";
import { audit } from "./audit";
import { isRowId } from "./leads";

/**
 * Who a lead is, as the lead page's title and buttons need it: name and company, a reply by mail
 * (a mailto: link with the kind's subject and a greeting) and, where a number is known, a call.
 * A kind without a phone column may still have a number written in its message.
 */
function personOf(type: LeadKind, row: Record<string, unknown>) {
  const text = (key: string) => (typeof row[key] === "string" && row[key] ? (row[key] as string) : null);
  const name = text("lead_name");
  const email = String(row.email);
  const phone = phoneIn(text("lead_phone")) ?? phoneIn(text("lead_summary"));
  return {
    name,
    company: text("lead_company"),
    email,
    replyHref: replyLink(type, email, name),
    phone,
  };
}

/** Everything about one lead: every field sent, its notes, the mails it caused and their delivery. */
export async function leadDetail(db: DB, type: LeadKind, id: string, registry: LeadRegistry = leadRegistry) {
  if (!isRowId(id)) return undefined;
  const { table, columns } = registry[type];
  // biome-ignore lint/suspicious/noExplicitAny: one page for tables of different shapes.
  const found = (await (db as unknown as Kysely<any>)
    .selectFrom(table)
    .selectAll()
    .select([
      columns.name.as("lead_name"),
      columns.company.as("lead_company"),
      columns.phone.as("lead_phone"),
      columns.summary.as("lead_summary"),
    ])
    .where("id", "=", id)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!found) return undefined;
  const person = personOf(type, found);
  const { lead_name: _, lead_company: __, lead_phone: ___, lead_summary: ____, ...row } = found;
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
  return { type, id, person, fields, notes, mails };
}

async function touch(db: DB, type: LeadKind, id: string, changes: Record<string, string>): Promise<boolean> {
  if (!isRowId(id)) return false;
  // biome-ignore lint/suspicious/noExplicitAny: the lead tables share these columns.
  const result = await (db as unknown as Kysely<any>)
    .updateTable(leadRegistry[type].table)
    .set({ ...changes, last_activity_at: now() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function addLeadNote(db: DB, actor: string, type: LeadKind, id: string, body: string) {
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
