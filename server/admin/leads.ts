import { type Kysely, type RawBuilder, sql } from "kysely";
import {
  type InboxFilter,
  inDefaultView,
  LEAD_TYPES,
  type LeadStatus,
  type LeadType,
} from "../../app/lib/admin-filter";
import type { DB } from "../db";
import type { Database } from "../db/schema";

export type { InboxFilter, LeadStatus, LeadType } from "../../app/lib/admin-filter";
export { CANCEL_NOTE_MAX, isRowId, LEAD_STATUSES, LEAD_TYPES } from "../../app/lib/admin-filter";

/** Where a page of the inbox starts: the lead after which it continues (newest first). */
export type Cursor = { at: string; id: string };

export type InboxRow = {
  type: LeadType;
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
  status: LeadStatus;
  sourcePage: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

export type CommonColumns = Record<
  "name" | "company" | "phone" | "services" | "summary" | "callAt",
  RawBuilder<unknown>
>;

/**
 * Where each kind of lead is stored, and its columns under the inbox's common names. Every lead
 * table also has id, created_at, email, lead_status, last_activity_at and the source columns
 * (migration 005). A new kind of lead is one entry here and one in app/content/back-office.ts.
 */
export const LEAD_STORAGE = {
  enquiry: {
    table: "enquiries",
    name: sql<string>`first_name || ' ' || last_name`,
    company: sql<string | null>`company`,
    phone: sql<null>`null`,
    services: sql<string>`service_interests`,
    summary: sql<string>`message`,
    callAt: sql<null>`null`,
  },
  booking: {
    table: "bookings",
    name: sql<string>`name`,
    company: sql<string | null>`company`,
    phone: sql<string | null>`phone`,
    services: sql<string>`'[]'`,
    summary: sql<string>`coalesce(topic, '')`,
    callAt: sql<string>`start_at`,
  },
  resource: {
    table: "resource_requests",
    name: sql<string>`name`,
    company: sql<string | null>`company`,
    phone: sql<null>`null`,
    services: sql<string>`'[]'`,
    summary: sql<string>`resource_title`,
    callAt: sql<null>`null`,
  },
  subscription: {
    table: "subscriptions",
    name: sql<null>`null`,
    company: sql<null>`null`,
    phone: sql<null>`null`,
    services: sql<string>`'[]'`,
    summary: sql<string>`'Insights subscription: ' || status`,
    callAt: sql<null>`null`,
  },
} as const satisfies Record<LeadType, CommonColumns & { table: keyof Database }>;

/** The table each kind of lead lives in. */
export const leadTable = (type: LeadType) => LEAD_STORAGE[type].table;

export type RawRow = {
  id: string;
  created_at: string;
  email: string;
  lead_status: string;
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
export function filterShows(filter: InboxFilter, type: LeadType): boolean {
  if (filter.type === "all") return true;
  if (filter.type) return filter.type === type;
  // A search looks everywhere: an address the owner types may be a subscriber's.
  return Boolean(filter.q) || inDefaultView(type);
}

/**
 * One table's rows for the filter beyond the cursor (older, or newer when `newer`), nearest
 * first; undefined when the filter leaves the table out (a service is only ever on an enquiry).
 * The inbox spans tables of different shapes, so it is written against their column names rather
 * than the typed schema.
 */
export function tableQuery(db: DB, type: LeadType, filter: InboxFilter, cursor?: Cursor, newer = false) {
  if (!filterShows(filter, type)) return undefined;
  if (filter.service && type !== "enquiry") return undefined;
  const columns: CommonColumns = LEAD_STORAGE[type];
  // biome-ignore lint/suspicious/noExplicitAny: three tables of different shapes, one query shape.
  let query = (db as unknown as Kysely<any>)
    .selectFrom(leadTable(type))
    .select([
      "id",
      "created_at",
      "email",
      "lead_status",
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
  if (filter.status) query = query.where("lead_status", "=", filter.status);
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

export function toRow(type: LeadType, row: RawRow): InboxRow {
  return {
    type,
    id: row.id,
    createdAt: row.created_at,
    callAt: row.call_at,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    services: JSON.parse(row.services) as string[],
    summary: row.summary,
    status: row.lead_status as LeadStatus,
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
) {
  const newer = direction === "newer" && cursor !== undefined;
  const found = (
    await Promise.all(
      LEAD_TYPES.map(async (type) => {
        const query = tableQuery(db, type, filter, cursor, newer);
        if (!query) return [];
        // Likely spam waits in its own view (issue 32), out of the inbox.
        const kept = query.where(
          sql<boolean>`not exists (select 1 from lead_follow_up f where f.lead_type = ${type} and f.lead_id = ${sql.ref(`${leadTable(type)}.id`)} and f.spam = 1)`,
        );
        const rows = (await kept.limit(size + 1).execute()) as RawRow[];
        return rows.map((row) => toRow(type, row));
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
