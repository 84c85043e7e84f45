import type { ColumnType, Generated, Selectable } from "kysely";

/** Timestamps are ISO strings in both SQLite and PostgreSQL (stored as text), compared as text. */
type Timestamp = string;

export interface EnquiryTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  service_interests: string; // JSON array of interest ids
  other_service: string | null;
  message: string;
  client_address: string | null;
  created_at: Timestamp;
}

export interface ResourceRequestTable {
  id: string;
  name: string;
  email: string;
  company: string;
  resource_slug: string;
  resource_title: string;
  resource_type: string;
  created_at: Timestamp;
  downloads: Generated<number>;
  last_downloaded_at: Timestamp | null;
}

export interface AppSecretTable {
  name: string;
  value: string;
}

export interface SubscriptionTable {
  id: string;
  email: string;
  status: "pending" | "confirmed" | "unsubscribed";
  token: string;
  created_at: Timestamp;
  confirmed_at: Timestamp | null;
  unsubscribed_at: Timestamp | null;
}

export interface OutboxTable {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: string; // JSON object of extra headers
  status: "pending" | "sent";
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/** One fixed window of a rate limit; `key` is "<limit name>:<client>". */
export interface RateLimitTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

/** When a scheduled job last ran to the end (server/jobs). */
export interface JobRunTable {
  name: string;
  last_run_at: Timestamp;
}

export interface Database {
  enquiries: EnquiryTable;
  resource_requests: ResourceRequestTable;
  subscriptions: SubscriptionTable;
  mail_outbox: OutboxTable;
  app_secrets: AppSecretTable;
  rate_limits: RateLimitTable;
  job_runs: JobRunTable;
}

export type OutboxMessage = Selectable<OutboxTable>;
export type NewOutboxMessage = Pick<OutboxTable, "recipient" | "subject" | "text_body" | "html_body"> & {
  headers?: Record<string, string>;
};
export type Unused = ColumnType<never>;
