import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { NOTE_MAX } from "~/shared/inbox-filter";
import { LEAD_KINDS } from "../../app/shared/lead-kinds";
import { audit } from "../admin/audit";
import { csvHeader, csvLine, leadCells } from "../admin/csv";
import { type InboxRow, type RawRow, tableQuery, toRow } from "../admin/leads";
import { now } from "../clock";
import type { DB } from "../db";
import { readStageDetail, type StageChangeRecord } from "./follow-up";

/** An address as the person is known by: trimmed and lower-cased. */
export const personKey = (email: string) => email.trim().toLowerCase();

/** Every lead of one address, newest first, across the kinds (the person's page, their CSV). */
export async function leadsOf(db: DB, address: string): Promise<InboxRow[]> {
  const found = await Promise.all(
    LEAD_KINDS.map(async (type) => {
      const query = tableQuery(db, type, { type: "all" });
      if (!query) return [];
      const rows = (await query
        .where(sql<string>`lower(email)`, "=", address)
        .limit(500)
        .execute()) as RawRow[];
      return rows.map((row) => toRow(type, row));
    }),
  );
  return found.flat().sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
}

export type TimelineEvent = {
  key: string;
  at: string;
  kind: "lead" | "mail" | "reply" | "note" | "stage" | "account";
  /** The lead it belongs to, where it belongs to one. */
  lead?: { type: string; id: string };
  text: string;
  /** A stage change: the stage chosen and the next step written with it. */
  stage?: StageChangeRecord;
  /** A mail's delivery: sent, waiting, or failing with its reason. */
  delivery?: { status: "sent" | "waiting" | "failing"; attempts: number; error: string | null };
};

/**
 * Everything one address has done and been sent (issue 32): their leads of every kind, the
 * account, every mail to them with its delivery state, notes on them and on their leads, the
 * stage changes, all as one timeline, newest first.
 */
export async function personRecord(db: DB, email: string) {
  const address = personKey(email);
  const leads = await leadsOf(db, address);
  const keys = leads.map((lead) => `${lead.type}:${lead.id}`);
  const [mails, account, personNotes, leadNotes, stageChanges, replies] = await Promise.all([
    db
      .selectFrom("mail_outbox")
      .select([
        "id",
        "subject",
        "status",
        "attempts",
        "last_error",
        "created_at",
        "sent_at",
        "lead_type",
        "lead_id",
      ])
      .where(sql<string>`lower(recipient)`, "=", address)
      .orderBy("created_at", "desc")
      .limit(500)
      .execute(),
    db
      .selectFrom("user")
      .select(["id", "name", "createdAt", "emailVerified"])
      .where(sql<string>`lower(email)`, "=", address)
      .executeTakeFirst(),
    db
      .selectFrom("person_notes")
      .selectAll()
      .where("email", "=", address)
      .orderBy("created_at", "desc")
      .execute(),
    leads.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("lead_notes")
          .selectAll()
          .where(sql<string>`lead_type || ':' || lead_id`, "in", keys)
          .orderBy("created_at", "desc")
          .execute(),
    leads.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("audit_log")
          .select(["target", "detail", "created_at"])
          .where("action", "=", "lead.stage")
          .where("target", "in", keys)
          .orderBy("created_at", "desc")
          .execute(),
    db.selectFrom("lead_replies").select("mail_id").where("email", "=", address).execute(),
  ]);
  const replyMails = new Set(replies.map((reply) => reply.mail_id));
  const leadOf = (type: string | null, id: string | null) => (type && id ? { type, id } : undefined);
  const timeline: TimelineEvent[] = [
    ...leads.map((lead) => ({
      key: `lead:${lead.type}:${lead.id}`,
      at: lead.createdAt,
      kind: "lead" as const,
      lead: { type: lead.type, id: lead.id },
      text: lead.type,
    })),
    ...mails.map((mail) => ({
      key: `mail:${mail.id}`,
      at: mail.created_at,
      kind: replyMails.has(mail.id) ? ("reply" as const) : ("mail" as const),
      lead: leadOf(mail.lead_type, mail.lead_id),
      text: mail.subject,
      delivery: {
        status:
          mail.status === "sent"
            ? ("sent" as const)
            : mail.attempts > 0
              ? ("failing" as const)
              : ("waiting" as const),
        attempts: mail.attempts,
        error: mail.last_error,
      },
    })),
    ...personNotes.map((note) => ({
      key: `note:${note.id}`,
      at: note.created_at,
      kind: "note" as const,
      text: note.body,
    })),
    ...leadNotes.map((note) => ({
      key: `lead-note:${note.id}`,
      at: note.created_at,
      kind: "note" as const,
      lead: { type: note.lead_type, id: note.lead_id },
      text: note.body,
    })),
    ...stageChanges.map((change) => {
      const [type, id] = (change.target ?? ":").split(":");
      return {
        key: `stage:${change.target}:${change.created_at}`,
        at: change.created_at,
        kind: "stage" as const,
        lead: leadOf(type ?? null, id ?? null),
        text: change.detail ?? "",
        stage: readStageDetail(change.detail ?? ""),
      };
    }),
    ...(account
      ? [
          {
            key: "account",
            at: new Date(account.createdAt).toISOString(),
            kind: "account" as const,
            text: account.name,
          },
        ]
      : []),
  ].sort((a, b) => (a.at < b.at ? 1 : -1));
  return {
    address,
    leads,
    account: account
      ? {
          name: account.name,
          createdAt: new Date(account.createdAt).toISOString(),
          confirmed: Boolean(account.emailVerified),
        }
      : null,
    mails,
    notes: personNotes,
    timeline,
  };
}

export async function addPersonNote(db: DB, actor: string, email: string, body: string): Promise<boolean> {
  const text = body
    .replace(/[^\P{Cc}\n\t]/gu, "")
    .trim()
    .slice(0, NOTE_MAX);
  if (!text) return false;
  const address = personKey(email);
  await db
    .insertInto("person_notes")
    .values({ id: randomUUID(), email: address, author: actor, body: text, created_at: now() })
    .execute();
  // The audit names no address: erasure would otherwise leave it behind.
  await audit(db, { actor, action: "person.note" });
  return true;
}

/** One person's leads as CSV (the inbox's columns), for a subject access request. Audited. */
export async function personCsv(db: DB, actor: string, email: string): Promise<string> {
  const leads = await leadsOf(db, personKey(email));
  await audit(db, { actor, action: "person.export", detail: `${leads.length} leads` });
  return `\uFEFF${csvLine(csvHeader)}${leads.map((lead) => csvLine(leadCells(lead))).join("")}`;
}
