import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { defaultSavedReplies, REPLY_MAX, replyForm } from "../../app/content/follow-up";
import { type LeadKind, leadKindWords } from "../../app/shared/lead-kinds";
import { audit } from "../admin/audit";
import { isRowId } from "../admin/leads";
import { now } from "../clock";
import type { DB } from "../db";
import type { Database } from "../db/schema";
import { leadRegistry } from "../leads/kinds";
import type { CommonColumns } from "../leads/lead-kind";
import { composeMail, greetingName } from "../mail/compose";
import { enqueueMail, forLead } from "../mail/outbox";
import { followUpsOf, moveToStage, saveFollowUp } from "./follow-up";

export type ReplyOutcome =
  | { status: "sent"; mailId: string }
  | { status: "refused"; reason: "empty" | "too long" | "erased" | "spam" };

/** The owner's words as a mail's paragraphs: control characters out, blank lines between paragraphs. */
export function replyParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n\t]/gu, "")
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The mail that opened the visitor's thread: the first the lead caused to its own address (the
 * enquiry's acknowledgement, the resource's link, the call's confirmation). Its Message-ID is its
 * outbox id at the site's domain (server/mail/transport.ts), so it is known without storing it.
 */
async function threadOf(db: Kysely<Database>, type: LeadKind, id: string, email: string) {
  return db
    .selectFrom("mail_outbox")
    .select(["id", "subject"])
    .where("lead_type", "=", type)
    .where("lead_id", "=", id)
    .where(sql<string>`lower(recipient)`, "=", email.toLowerCase())
    .orderBy("created_at")
    .orderBy("id")
    .executeTakeFirst();
}

/**
 * Sends the owner's reply to a lead (issue 32): through the outbox in the firm's layout (so signed
 * with DKIM like all the site's mail), from the firm with Reply-To the owner, in the visitor's
 * thread; the lead moves to Replied (if it was New) and its first reply is kept. A lead that is gone
 * (its person erased) or kept aside as spam is refused; the text is text, whatever it holds.
 */
export async function sendReply(
  db: DB,
  options: { actor: string; type: LeadKind; id: string; body: string; messageIdDomain: string },
): Promise<ReplyOutcome> {
  const { actor, type, id } = options;
  const paragraphs = replyParagraphs(options.body);
  if (paragraphs.length === 0) return { status: "refused", reason: "empty" };
  if (options.body.length > REPLY_MAX) return { status: "refused", reason: "too long" };
  if (!isRowId(id)) return { status: "refused", reason: "erased" };
  const columns: CommonColumns = leadRegistry[type].columns;
  const outcome = await db.transaction().execute(async (trx): Promise<ReplyOutcome> => {
    // biome-ignore lint/suspicious/noExplicitAny: the lead tables share id and email.
    const lead = (await (trx as unknown as Kysely<any>)
      .selectFrom(leadRegistry[type].table)
      .select(["id", "email", columns.name.as("name")])
      .where("id", "=", id)
      .executeTakeFirst()) as { id: string; email: string; name: string | null } | undefined;
    if (!lead) return { status: "refused", reason: "erased" };
    const followUp = (await followUpsOf(trx, type, [id])).get(id);
    if (followUp?.spam) return { status: "refused", reason: "spam" };
    const thread = await threadOf(trx, type, id, lead.email);
    const messageId = thread ? `<${thread.id}@${options.messageIdDomain}>` : undefined;
    const subject = replyForm.subject(
      thread?.subject.replace(/^Re:\s*/i, "") ?? leadKindWords(type).replySubject,
    );
    const [mailId] = await enqueueMail(
      trx,
      forLead(type, id, [
        composeMail({
          recipient: lead.email,
          subject,
          content: {
            title: replyForm.title(greetingName(lead.name ?? "")),
            blocks: paragraphs.map((text) => ({ kind: "paragraph" as const, text })),
          },
          headers: {
            "Reply-To": actor,
            ...(messageId ? { "In-Reply-To": messageId, References: messageId } : {}),
          },
        }),
      ]),
    );
    const at = now();
    await trx
      .insertInto("lead_replies")
      .values({
        id: mailId!,
        lead_type: type,
        lead_id: id,
        email: lead.email.toLowerCase(),
        mail_id: mailId!,
        author: actor,
        created_at: at,
      })
      .execute();
    if (!followUp?.stage || followUp.stage === "new") {
      // biome-ignore lint/suspicious/noExplicitAny: the lead tables share lead_status.
      const row = (await (trx as unknown as Kysely<any>)
        .selectFrom(leadRegistry[type].table)
        .select("lead_status")
        .where("id", "=", id)
        .executeTakeFirst()) as { lead_status: string };
      if (row.lead_status === "new") await moveToStage(trx, type, id, "replied");
    }
    if (!followUp?.first_replied_at) await saveFollowUp(trx, type, id, { first_replied_at: at });
    await audit(trx, { actor, action: "lead.reply", target: `${type}:${id}`, detail: `mail ${mailId}` });
    return { status: "sent", mailId: mailId! };
  });
  return outcome;
}

/** The saved replies, in order; the first time, the ones the site starts with (app/content/follow-up.ts). */
export async function savedReplies(db: DB) {
  const rows = await db.selectFrom("saved_replies").selectAll().orderBy("position").execute();
  if (rows.length > 0) return rows;
  return defaultSavedReplies.map((reply, position) => ({
    id: `default-${position}`,
    title: reply.title,
    body: reply.body,
    position,
    updated_at: "",
  }));
}

/** Keeps the owner's edit of a saved reply (the defaults become rows the first time one is saved). Audited. */
export async function saveSavedReply(db: DB, actor: string, position: number, title: string, body: string) {
  const clean = (text: string, max: number) =>
    text
      .replace(/[^\P{Cc}\n\t]/gu, "")
      .trim()
      .slice(0, max);
  const [name, text] = [clean(title, 80), clean(body, REPLY_MAX)];
  if (!name || !text || !Number.isInteger(position) || position < 0 || position > 20) return false;
  const replies = await savedReplies(db);
  await db.transaction().execute(async (trx) => {
    const at = now();
    await trx.deleteFrom("saved_replies").execute();
    const kept = replies.map((reply) => ({
      id: reply.id.startsWith("default-") ? randomUUID() : reply.id,
      title: reply.title,
      body: reply.body,
      position: reply.position,
      updated_at: reply.updated_at || at,
    }));
    const index = kept.findIndex((reply) => reply.position === position);
    const edited = { id: kept[index]?.id ?? randomUUID(), title: name, body: text, position, updated_at: at };
    if (index >= 0) kept[index] = edited;
    else kept.push(edited);
    await trx.insertInto("saved_replies").values(kept).execute();
    await audit(trx, { actor, action: "saved-reply.edit", detail: name });
  });
  return true;
}
