import { type Kysely, type RawBuilder, sql } from "kysely";
import { type InboxFilter, LEAD_TYPES, type LeadStatus, type LeadType } from "../../app/lib/admin-filter";
import type { DB } from "../db";
import type { Database } from "../db/schema";

export type { InboxFilter, LeadStatus, LeadType } from "../../app/lib/admin-filter";
export { isRowId, LEAD_STATUSES, LEAD_TYPES } from "../../app/lib/admin-filter";

/** The table each kind of lead lives in. */
export const LEAD_TABLES = {
  enquiry: "enquiries",
  resource: "resource_requests",
  subscription: "subscriptions",
} as const satisfies Record<LeadType, keyof Database>;

/** Where a page of the inbox starts: the lead after which it continues (newest first). */
export type Cursor = { at: string; id: string };

export type InboxRow = {
  type: LeadType;
  id: string;
  createdAt: string;
  name: string | null;
  company: string | null;
  email: string;
  services: string[];
  summary: string;
  status: LeadStatus;
  sourcePage: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

/** The inbox's columns, under common names, as each table has them. */
const COLUMNS = {
  enquiry: {
    name: sql<string>`first_name || ' ' || last_name`,
    company: sql<string | null>`company`,
    services: sql<string>`service_interests`,
    summary: sql<string>`message`,
  },
  resource: {
    name: sql<string>`name`,
    company: sql<string | null>`company`,
    services: sql<string>`'[]'`,
    summary: sql<string>`resource_title`,
  },
  subscription: {
    name: sql<null>`null`,
    company: sql<null>`null`,
    services: sql<string>`'[]'`,
    summary: sql<string>`'Insights subscription: ' || status`,
  },
} satisfies Record<LeadType, Record<"name" | "company" | "services" | "summary", RawBuilder<unknown>>>;

type RawRow = {
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
  services: string;
  summary: string;
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * One table's rows for the filter, after the cursor, newest first; undefined when the filter
 * leaves the table out (a service is only ever on an enquiry). The inbox spans three tables of
 * different shapes, so it is written against their column names rather than the typed schema.
 */
function tableQuery(db: DB, type: LeadType, filter: InboxFilter, cursor?: Cursor) {
  if (filter.type && filter.type !== type) return undefined;
  if (filter.service && type !== "enquiry") return undefined;
  const columns: Record<keyof (typeof COLUMNS)[LeadType], RawBuilder<unknown>> = COLUMNS[type];
  // biome-ignore lint/suspicious/noExplicitAny: three tables of different shapes, one query shape.
  let query = (db as unknown as Kysely<any>)
    .selectFrom(LEAD_TABLES[type])
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
      columns.services.as("services"),
      columns.summary.as("summary"),
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
  // A row-value comparison: both databases answer it from the (created_at, id) index.
  if (cursor) query = query.where(sql<boolean>`(created_at, id) < (${cursor.at}, ${cursor.id})`);
  return query.orderBy("created_at", "desc").orderBy("id", "desc");
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function toRow(type: LeadType, row: RawRow): InboxRow {
  return {
    type,
    id: row.id,
    createdAt: row.created_at,
    name: row.name,
    company: row.company,
    email: row.email,
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

const newestFirst = (a: InboxRow, b: InboxRow) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;

/**
 * One page of the inbox, newest first, across the three tables: each table is asked for at most
 * `size + 1` rows after the cursor (its (created_at, id) index answers that without a scan, even
 * at 100,000 leads), and the answers are merged. `next` is where the following page starts.
 */
export async function inboxPage(db: DB, filter: InboxFilter, size: number, cursor?: Cursor) {
  const rows = (
    await Promise.all(
      LEAD_TYPES.map(async (type) => {
        const query = tableQuery(db, type, filter, cursor);
        if (!query) return [];
        const found = (await query.limit(size + 1).execute()) as RawRow[];
        return found.map((row) => toRow(type, row));
      }),
    )
  )
    .flat()
    .sort(newestFirst);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { rows: page, next: rows.length > size && last ? { at: last.createdAt, id: last.id } : undefined };
}

/** Every lead the filter matches, newest first, in batches: for the CSV export. */
export async function* everyLead(db: DB, filter: InboxFilter, batch = 1000): AsyncGenerator<InboxRow> {
  let cursor: Cursor | undefined;
  do {
    const page = await inboxPage(db, filter, batch, cursor);
    yield* page.rows;
    cursor = page.next;
  } while (cursor);
}
