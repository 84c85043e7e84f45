import type { Expression, ExpressionBuilder, Kysely, RawBuilder, SqlBool } from "kysely";
import { retention } from "../../app/content/privacy";
import type { LeadKind, LeadKindShape } from "../../app/shared/lead-kinds";
import type { Database } from "../db/schema";

const DAY_MS = 24 * 60 * 60_000;
const YEAR_MS = 365.25 * DAY_MS;

/** What app/content/privacy.ts promises, in milliseconds. */
export const RETENTION = {
  /** Enquiries, booked calls and resource requests, after the last activity. */
  leadsMs: retention.leadsYears * YEAR_MS,
  /** ...unless the work was won (legal and accounting records). */
  wonLeadsMs: retention.wonLeadsYears * YEAR_MS,
  /** Unsubscribed or never-confirmed subscriptions. */
  subscriptionsMs: retention.lapsedSubscriptionDays * DAY_MS,
  /** Sent mail in the outbox (the delivery log) not tied to a lead. */
  sentMailMs: retention.sentMailDays * DAY_MS,
} as const;

/** A kind's columns under the names the inbox, the CSV export and the lead page's title read. */
export type CommonColumns = Record<
  "name" | "company" | "phone" | "services" | "summary" | "callAt",
  RawBuilder<unknown>
>;

// biome-ignore lint/suspicious/noExplicitAny: every lead table has the columns a rule reads (migration 005).
type AnyLeadTable = ExpressionBuilder<any, any>;

/**
 * Which of a kind's rows the privacy policy no longer keeps at a moment (epoch ms). Timestamps
 * are ISO text, so the comparisons are text comparisons on both databases.
 */
export type RetentionRule = (at: number) => (eb: AnyLeadTable) => Expression<SqlBool>;

/**
 * The server's half of a kind of lead: where it is stored, its columns under the common names,
 * what the privacy policy keeps of it, and how its rows go (erasure and retention alike; the
 * notes and mails every lead may have go with them, server/leads/delete-leads.ts). Every field is
 * required: a kind without a retention rule or an erasure does not compile.
 */
export type LeadKindStorage = {
  /** Its table: id, created_at, email, lead_status, last_activity_at and the source columns. */
  table: string;
  columns: CommonColumns;
  retention: RetentionRule;
  erase(trx: Kysely<Database>, ids: readonly string[]): Promise<void>;
};

/** A kind of lead, both halves: what the back office shows and what the server stores. */
export type LeadKindDeclaration = LeadKindShape & LeadKindStorage;

/** Every kind of lead by its name, in the back office's order. */
export type LeadRegistry = Readonly<Record<LeadKind, LeadKindDeclaration>>;

/** The kinds of a registry, in its order. */
export const kindsOf = (registry: LeadRegistry) => Object.keys(registry) as LeadKind[];

const iso = (ms: number) => new Date(ms).toISOString();

/** Enquiries, booked calls, resource requests: kept for years after the last activity, longer when won. */
export const keptAfterLastActivity: RetentionRule = (at) => (eb) => {
  const last = eb.fn.coalesce("last_activity_at", "created_at");
  return eb.or([
    eb.and([eb("lead_status", "!=", "won"), eb(last, "<", iso(at - RETENTION.leadsMs))]),
    eb.and([eb("lead_status", "=", "won"), eb(last, "<", iso(at - RETENTION.wonLeadsMs))]),
  ]);
};

/** A subscription: kept while it stands; unsubscribed or never confirmed, for days. */
export const keptWhileSubscribed: RetentionRule = (at) => (eb) => {
  const cutoff = iso(at - RETENTION.subscriptionsMs);
  return eb.or([
    eb.and([
      eb("status", "=", "unsubscribed"),
      eb(eb.fn.coalesce("unsubscribed_at", "created_at"), "<", cutoff),
    ]),
    eb.and([eb("status", "=", "pending"), eb(eb.fn.coalesce("last_activity_at", "created_at"), "<", cutoff)]),
  ]);
};

/**
 * The database as code that reads any kind's table, named by its declaration, sees it: the lead
 * tables share the columns that code reads (migration 005), which the typed schema cannot say.
 */
// biome-ignore lint/suspicious/noExplicitAny: tables of different shapes, one query shape.
export const anyLeadTable = (db: Kysely<Database>) => db as unknown as Kysely<any>;

/** The erasure of a kind whose rows hold nothing else: its rows deleted. */
export const deleteRowsOf =
  (table: string): LeadKindStorage["erase"] =>
  async (trx, ids) => {
    await anyLeadTable(trx).deleteFrom(table).where("id", "in", ids).execute();
  };
