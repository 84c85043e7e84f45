import { type Kysely, sql } from "kysely";
import type { InboxFilter } from "~/shared/inbox-filter";
import type { LeadKind } from "~/shared/lead-kinds";
import type { ShownStage } from "~/shared/stages";
import { now } from "../clock";
import type { DB } from "../db";
import { leadRegistry } from "../leads/kinds";
import { kindsOf, type LeadRegistry } from "../leads/lead-kind";
import { FOLLOW_UP, shownStageOf } from "./shown-stage";

export type { InboxFilter } from "~/shared/inbox-filter";
export { CANCEL_NOTE_MAX, isRowId } from "~/shared/inbox-filter";

/** Where a page of the inbox starts: the lead after which it continues (newest first). */
export type Cursor = { at: string; id: string };

export type InboxRow = {
  type: LeadKind;
  id: string;
  createdAt: string;
  /** When a booked call starts (bookings only). */
  callAt: string | null;
  name: string | null;
  company: string | null;
  email: string;
  phone: string | null;
  services: string[];
  summary: string;
  /** Where the lead stands, as its page reads it (spam aside: the inbox leaves spam out). */
  stage: ShownStage;
  /** Kept aside as likely spam (the CSV, which has every lead, writes "Spam" for its stage). */
  spam: boolean;
  sourcePage: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

export type RawRow = {
  id: string;
  created_at: string;
  email: string;
  stage: ShownStage;
  /** 1 when kept aside as spam (the follow-up row's mark), else 0. */
  spam: number | string;
  source_page: string | null;
  source_referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  name: string | null;
  company: string | null;
  phone: string | null;
  services: string;
  summary: string;
  call_at: string | null;
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Whether the filter asks for a kind: the one chosen, every kind, or by default those that want an answer. */
export function filterShows(
  filter: InboxFilter,
  kind: LeadKind,
  registry: LeadRegistry = leadRegistry,
): boolean {
  if (filter.type === "all") return true;
  if (filter.type) return filter.type === kind;
  // A search looks everywhere: an address the owner types may be a subscriber's.
  return Boolean(filter.q) || !registry[kind].quiet;
}

/**
 * One table's rows for the filter beyond the cursor (older, or newer when `newer`), nearest
 * first; undefined when the filter leaves the table out (a service is only ever on an enquiry).
 * The inbox spans tables of different shapes, so it is written against their column names rather
 * than the typed schema.
 */
export function tableQuery(
  db: DB,
  kind: LeadKind,
  filter: InboxFilter,
  cursor?: Cursor,
  newer = false,
  registry: LeadRegistry = leadRegistry,
) {
  if (!filterShows(filter, kind, registry)) return undefined;
  const { table, columns, services } = registry[kind];
  if (filter.service && !services) return undefined;
  // Only a booked call is ever cancelled.
  if (filter.stage === "cancelled" && kind !== "booking") return undefined;
  const stage = shownStageOf(kind, table, now());
  // biome-ignore lint/suspicious/noExplicitAny: tables of different shapes, one query shape.
  let query = (db as unknown as Kysely<any>)
    .selectFrom(table)
    // The lead's follow-up row, by its key (at most one): the stage the owner chose.
    .leftJoin(`lead_follow_up as ${FOLLOW_UP}`, (join) =>
      join.on(`${FOLLOW_UP}.lead_type`, "=", kind).onRef(`${FOLLOW_UP}.lead_id`, "=", `${table}.id`),
    )
    .select([
      "id",
      "created_at",
      "email",
      stage.as("stage"),
      sql<number>`coalesce(${sql.ref(`${FOLLOW_UP}.spam`)}, 0)`.as("spam"),
      "source_page",
      "source_referrer",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      columns.name.as("name"),
      columns.company.as("company"),
      columns.phone.as("phone"),
      columns.services.as("services"),
      columns.summary.as("summary"),
      columns.callAt.as("call_at"),
    ]);
  if (filter.stage) query = query.where(stage, "=", filter.stage);
  if (filter.service) query = query.where("service_interests", "like", `%${JSON.stringify(filter.service)}%`);
  if (filter.from) query = query.where("created_at", ">=", filter.from);
  if (filter.to) query = query.where("created_at", "<", nextDay(filter.to));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q.toLowerCase())}%`;
    const like = (expr: ReturnType<typeof sql>) =>
      sql<boolean>`lower(coalesce(${expr}, '')) like ${pattern} escape '\\'`;
    query = query.where(
      sql<boolean>`(${like(columns.name)} or ${like(sql`email`)} or ${like(columns.company)})`,
    );
  }
  // A row-value comparison: both databases answer it from the (created_at, id) index, either way.
  if (cursor && newer) query = query.where(sql<boolean>`(created_at, id) > (${cursor.at}, ${cursor.id})`);
  else if (cursor) query = query.where(sql<boolean>`(created_at, id) < (${cursor.at}, ${cursor.id})`);
  const order = newer ? "asc" : "desc";
  return query.orderBy("created_at", order).orderBy("id", order);
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function toRow(kind: LeadKind, row: RawRow): InboxRow {
  return {
    type: kind,
    id: row.id,
    createdAt: row.created_at,
    callAt: row.call_at,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    services: JSON.parse(row.services) as string[],
    summary: row.summary,
    stage: row.stage,
    spam: Number(row.spam) === 1,
    sourcePage: row.source_page,
    referrer: row.source_referrer,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
  };
}

/** Orders leads of every table as the inbox shows them: newest first, the id breaking a tie. */
export const newestFirst = (a: InboxRow, b: InboxRow) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;

/**
 * One page of the inbox, newest first, across the lead tables: each table is asked for at most
 * `size + 1` rows beyond the cursor (its (created_at, id) index answers that without a scan, even
 * at 100,000 leads), and the answers are merged. `older` continues after the cursor; `newer`
 * goes back towards the newest, to the page before the cursor. `next` and `previous` are where the
 * pages either side start (a page that begins the inbox has no `previous`).
 */
export async function inboxPage(
  db: DB,
  filter: InboxFilter,
  size: number,
  cursor?: Cursor,
  direction: "older" | "newer" = "older",
  registry: LeadRegistry = leadRegistry,
) {
  const newer = direction === "newer" && cursor !== undefined;
  const found = (
    await Promise.all(
      kindsOf(registry).map(async (kind) => {
        const query = tableQuery(db, kind, filter, cursor, newer, registry);
        if (!query) return [];
        // Likely spam waits in its own view (issue 32), out of the inbox.
        const kept = query.where(
          sql<boolean>`not exists (select 1 from lead_follow_up f where f.lead_type = ${kind} and f.lead_id = ${sql.ref(`${registry[kind].table}.id`)} and f.spam = 1)`,
        );
        const rows = (await kept.limit(size + 1).execute()) as RawRow[];
        return rows.map((row) => toRow(kind, row));
      }),
    )
  ).flat();
  const nearest = newer ? found.sort(newestFirst).reverse() : found.sort(newestFirst);
  const more = nearest.length > size;
  const page = nearest.slice(0, size);
  if (newer) page.reverse();
  const mark = (row: InboxRow | undefined) => (row ? { at: row.createdAt, id: row.id } : undefined);
  return {
    rows: page,
    next: (newer ? Boolean(cursor) : more) ? mark(page.at(-1)) : undefined,
    previous: (newer ? more : Boolean(cursor)) ? mark(page[0]) : undefined,
  };
}
