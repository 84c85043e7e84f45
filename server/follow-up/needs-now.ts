import { type Kysely, sql } from "kysely";
import { MEDIAN_REPLY_DAYS } from "~/content/follow-up";
import type { TodaysCall, WaitingLead } from "~/shared/stages";
import { LEAD_KINDS, type LeadKind } from "../../app/shared/lead-kinds";
import { addDays, iso, ukDate, ukStartOfDay } from "../booking/time";
import type { DB } from "../db";
import { leadRegistry } from "../leads/kinds";
import { replyDeadline } from "../working-time";
import { followUpsOf } from "./follow-up";

/** At most this many new leads of each kind are looked at (the newest): the inbox lists the rest. */
const NEW_LOOKED_AT = 100;
/** The kinds whose new leads wait for the owner (a subscription asks for no answer). */
const WAITING_KINDS = ["enquiry", "resource"] as const satisfies readonly LeadKind[];
/** The kinds that carry the reply promise (the acknowledgement tells the enquirer when). */
const PROMISED: ReadonlySet<LeadKind> = new Set(["enquiry"]);

export type { TodaysCall, WaitingLead } from "~/shared/stages";

/** The addresses (lower-cased) among `emails` that have a booked call to come. */
export async function withCallsToCome(db: DB, emails: readonly string[], at: number): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .selectFrom("bookings")
    .select(sql<string>`lower(email)`.as("email"))
    .where("status", "=", "active")
    .where("end_at", ">=", new Date(at).toISOString())
    .where(sql<string>`lower(email)`, "in", [...new Set(emails.map((e) => e.toLowerCase()))])
    .execute();
  return new Set(rows.map((row) => row.email));
}

/**
 * What needs the owner now (the inbox's first view, and the morning list): leads still New,
 * overdue first (past the reply promise in working time), then today's calls. Spam is left out
 * and is never overdue; a lead whose person has a call to come is at "Call booked", not New.
 */
export async function needsNow(db: DB, at: number) {
  const found: WaitingLead[] = [];
  for (const type of WAITING_KINDS) {
    const columns = leadRegistry[type].columns;
    // biome-ignore lint/suspicious/noExplicitAny: tables of different shapes, one query shape.
    const rows = (await (db as unknown as Kysely<any>)
      .selectFrom(leadRegistry[type].table)
      .select([
        "id",
        "email",
        "created_at",
        columns.name.as("name"),
        columns.company.as("company"),
        columns.summary.as("summary"),
      ])
      .where("lead_status", "=", "new")
      .orderBy("created_at", "desc")
      .limit(NEW_LOOKED_AT)
      .execute()) as {
      id: string;
      email: string;
      created_at: string;
      name: string | null;
      company: string | null;
      summary: string;
    }[];
    const followUps = await followUpsOf(
      db,
      type,
      rows.map((row) => row.id),
    );
    for (const row of rows) {
      if (followUps.get(row.id)?.spam) continue;
      const due = PROMISED.has(type) ? replyDeadline(Date.parse(row.created_at)) : null;
      found.push({
        type,
        id: row.id,
        name: row.name,
        email: row.email,
        company: row.company,
        summary: row.summary,
        createdAt: row.created_at,
        dueAt: due === null ? null : new Date(due).toISOString(),
        overdue: due !== null && at > due,
      });
    }
  }
  const booked = await withCallsToCome(
    db,
    found.map((lead) => lead.email),
    at,
  );
  const waiting = found.filter((lead) => !booked.has(lead.email.toLowerCase()));
  const byAge = (a: WaitingLead, b: WaitingLead) => (a.createdAt < b.createdAt ? -1 : 1);
  const today = ukDate(at);
  const calls = await db
    .selectFrom("bookings")
    .select(["id", "name", "email", "company", "start_at", "end_at"])
    .where("status", "=", "active")
    .where("start_at", ">=", iso(ukStartOfDay(today)))
    .where("start_at", "<", iso(ukStartOfDay(addDays(today, 1))))
    .orderBy("start_at")
    .execute();
  return {
    overdue: waiting.filter((lead) => lead.overdue).sort(byAge),
    calls: calls.map(
      (call): TodaysCall => ({
        id: call.id,
        name: call.name,
        email: call.email,
        company: call.company,
        startAt: call.start_at,
        endAt: call.end_at,
      }),
    ),
    fresh: waiting
      .filter((lead) => !lead.overdue)
      .sort(byAge)
      .reverse(),
  };
}

export type NeedsNow = Awaited<ReturnType<typeof needsNow>>;

/** The median time from a lead to its first reply, over leads first answered in the last `MEDIAN_REPLY_DAYS` (ms), or null. */
export async function medianFirstReply(db: DB, at: number): Promise<number | null> {
  const since = new Date(at - MEDIAN_REPLY_DAYS * 86_400_000).toISOString();
  const replied = await db
    .selectFrom("lead_follow_up")
    .select(["lead_type", "lead_id", "first_replied_at"])
    .where("first_replied_at", ">=", since)
    .execute();
  const waits: number[] = [];
  for (const type of LEAD_KINDS) {
    const ids = replied.filter((row) => row.lead_type === type).map((row) => row.lead_id);
    if (ids.length === 0) continue;
    // biome-ignore lint/suspicious/noExplicitAny: the lead tables share id and created_at.
    const leads = (await (db as unknown as Kysely<any>)
      .selectFrom(leadRegistry[type].table)
      .select(["id", "created_at"])
      .where("id", "in", ids)
      .execute()) as { id: string; created_at: string }[];
    const createdAt = new Map(leads.map((lead) => [lead.id, Date.parse(lead.created_at)]));
    for (const row of replied) {
      const from = row.lead_type === type ? createdAt.get(row.lead_id) : undefined;
      if (from !== undefined && row.first_replied_at) waits.push(Date.parse(row.first_replied_at) - from);
    }
  }
  if (waits.length === 0) return null;
  waits.sort((a, b) => a - b);
  const middle = Math.floor(waits.length / 2);
  return waits.length % 2 ? waits[middle]! : (waits[middle - 1]! + waits[middle]!) / 2;
}
