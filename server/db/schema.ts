import type { ColumnType, Generated, Selectable } from "kysely";
import type { ArticleStatus } from "~/shared/article-catalogue";
import type { LeadStatus } from "~/shared/stages";
import type { BookingStatus } from "../../app/content/booking";
import type { AnalyticsTables } from "../analytics/tables";

/** Timestamps are ISO strings in both SQLite and PostgreSQL (stored as text), compared as text. */
type Timestamp = string;

/** Where a lead came from: the form's page, the visit's external referrer and campaign. */
export interface SourceColumns {
  source_page: string | null;
  source_referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

/** What every kind of lead carries for the back office. */
interface LeadColumns extends SourceColumns {
  /** The owner's view of the lead: new, replied, won or closed. */
  lead_status: Generated<LeadStatus>;
  /** Retention counts from this (app/content/privacy.ts), or from created_at. */
  last_activity_at: Timestamp | null;
}

export interface EnquiryTable extends LeadColumns {
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

export interface ResourceRequestTable extends LeadColumns {
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

export interface SubscriptionTable extends LeadColumns {
  id: string;
  email: string;
  status: "pending" | "confirmed" | "unsubscribed";
  token: string;
  created_at: Timestamp;
  confirmed_at: Timestamp | null;
  unsubscribed_at: Timestamp | null;
}

/** A queue's row, claimed by one worker at a time with a lease (server/jobs/leases.ts). */
interface LeasedColumns {
  id: string;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: Timestamp;
}

export interface OutboxTable extends LeasedColumns {
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: string; // JSON object of extra headers
  status: "pending" | "sent";
  sent_at: Timestamp | null;
  /** The lead whose mail this is, if any (its detail page lists its mails). */
  lead_type: string | null;
  lead_id: string | null;
  /** JSON array of MailAttachment (a calendar invitation), or null. */
  attachments: string | null;
  /** The From it was composed with (the firm's name and address then), or null (queued before it was kept). */
  sender: string | null;
}

/**
 * A file sent with a mail. A calendar file whose type names its method (`text/calendar;
 * method=REQUEST`) is sent as an invitation: mail programs then offer to add, move or remove the
 * event (RFC 6047).
 */
export type MailAttachment = { filename: string; contentType: string; content: string };

/** One fixed window of a rate limit; `key` is "<limit name>:<client>". */
export interface RateLimitTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

/**
 * better-auth's tables (migration 004), as far as the site reads them itself (the account page,
 * the back office, erasure). Booleans are 0/1 and times ISO text on SQLite, native on PostgreSQL.
 */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface SessionTable {
  id: string;
  token: string;
  userId: string;
  expiresAt: Date | string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** Single-use tokens (password reset: value is the user's id). */
export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Date | string;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface AccountTable {
  id: string;
  userId: string;
  providerId: string;
  accountId: string;
  password: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface LeadNoteTable {
  id: string;
  lead_type: string;
  lead_id: string;
  author: string;
  body: string;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: string;
  actor: string;
  action: string;
  target: string | null;
  detail: string | null;
  created_at: Timestamp;
}

/** An article announced to subscribers: at most once (the slug is the key). */
export interface ArticleNoticeTable {
  slug: string;
  sent_at: Timestamp;
  sent_by: string;
  recipients: number;
}

export type { ArticleStatus } from "~/shared/article-catalogue";

/** An article written in the back office (server/articles; docs/decisions/042). */
export interface ArticleTable {
  id: string;
  /** Null until it is published or scheduled; then its address, never changed. */
  slug: string | null;
  title: string;
  summary: string;
  category: string;
  /** Markdown, as the owner wrote it. */
  body: string;
  /** The checked tree it was read into when saved (server/articles/markdown.ts), as JSON. */
  body_tree: string;
  status: ArticleStatus;
  /** When a scheduled article goes live (UTC). */
  publish_at: Timestamp | null;
  /** When it first went live: its date on the listing, and the sign that its notice is spent. */
  first_published_at: Timestamp | null;
  /** The private preview link's secret; replaced at each publication, which ends the links given. */
  preview_token: string;
  created_at: Timestamp;
  created_by: string;
  updated_at: Timestamp;
  updated_by: string;
}

/** The version of what pages rendered at run time are made from (server/live-pages). */
export interface ContentVersionTable {
  name: string;
  version: number;
  changed_at: Timestamp;
}

/** The firm's facts as the owner last saved them (server/firm-facts; one row, "firm"). */
export interface FirmFactsTable {
  name: string;
  /** The settings form's output, as JSON (app/forms/firm-facts). */
  facts: string;
  updated_at: Timestamp;
  updated_by: string;
}

/** When a scheduled job last ran to the end (server/jobs). */
export interface JobRunTable {
  name: string;
  last_run_at: Timestamp;
}

/** The owner's booking settings: one row of JSON (server/booking/settings.ts). */
export interface BookingSettingsTable {
  id: string;
  value: string;
  updated_at: Timestamp;
  updated_by: string;
}

/** The last good copy of the owner's busy calendar, and how its last refresh went. */
export interface BookingBusyCalendarTable {
  id: string;
  body: string | null;
  /** Of the body without its DTSTAMP lines (which some services rewrite on every fetch). */
  fingerprint: string | null;
  fetched_at: Timestamp | null;
  attempted_at: Timestamp | null;
  last_error: string | null;
}

export type { BookingStatus } from "../../app/content/booking";

/** A booked call (server/booking/bookings.ts); a lead like the others. */
export interface BookingTable extends LeadColumns {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  topic: string | null;
  call_kind: "phone" | "video";
  start_at: Timestamp;
  end_at: Timestamp;
  status: BookingStatus;
  /** Random, per booking: the manage links are signed over it, and replacing it ends them. */
  manage_key: string;
  /** The calendar files' SEQUENCE: raised on every change the visitor's calendar must take. */
  sequence: Generated<number>;
  /** When the day-before reminder is due; null when the call was booked too late for one. */
  reminder_due_at: Timestamp | null;
  reminder_sent_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  cancel_note: string | null;
  client_address: string | null;
  created_at: Timestamp;
  /** A video call's joining link, made when it was booked (server/booking/video-links.ts). */
  video_link: Generated<string | null>;
}

/** One quarter-hour an active booking and its buffer cover: the key refuses a second booking. */
export interface BookingClaimTable {
  instant: Timestamp;
  booking_id: string;
}

/**
 * A sign-up waiting for its address to be confirmed (docs/decisions/026): the password's hash is
 * better-auth's own; the link's token and the signing-up browser's secret are kept only as hashes.
 */
export interface PendingRegistrationTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  token_hash: string;
  browser_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** Work done after the answer, once, by any instance (server/tasks; docs/decisions/027). */
export interface TaskTable extends LeasedColumns {
  kind: string;
  payload: string; // JSON
}

/** A lead's follow-up (issue 32): its stage, next step, first reply and spam mark, by kind and id. */
export interface LeadFollowUpTable {
  lead_type: string;
  lead_id: string;
  /** Null: the stage the lead's own state gives (app/shared/stages.ts). */
  stage: string | null;
  next_step: string | null;
  /** A UK day, YYYY-MM-DD. */
  next_step_on: string | null;
  first_replied_at: Timestamp | null;
  /** 1: kept aside as likely spam (server/follow-up/spam.ts); 0: not, or restored by the owner. */
  spam: number;
  spam_reasons: string | null;
  updated_at: Timestamp;
}

/** A reply the owner sent from a lead's page; its mail (and delivery state) is in the outbox. */
export interface LeadReplyTable {
  id: string;
  lead_type: string;
  lead_id: string;
  email: string;
  mail_id: string;
  author: string;
  created_at: Timestamp;
}

/** The owner's note on a person (by address, lower-cased). */
export interface PersonNoteTable {
  id: string;
  email: string;
  author: string;
  body: string;
  created_at: Timestamp;
}

/** A reply the owner keeps to start from, and edits. */
export interface SavedReplyTable {
  id: string;
  title: string;
  body: string;
  position: number;
  updated_at: Timestamp;
}

/** The owner's morning list: at most one a UK day. */
export interface MorningListTable {
  day: string;
  sent_at: Timestamp;
  sent_by: string;
  items: number;
}

export interface Database extends AnalyticsTables {
  enquiries: EnquiryTable;
  resource_requests: ResourceRequestTable;
  subscriptions: SubscriptionTable;
  mail_outbox: OutboxTable;
  app_secrets: AppSecretTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  rate_limits: RateLimitTable;
  lead_notes: LeadNoteTable;
  audit_log: AuditLogTable;
  article_notices: ArticleNoticeTable;
  job_runs: JobRunTable;
  booking_settings: BookingSettingsTable;
  booking_busy_calendar: BookingBusyCalendarTable;
  bookings: BookingTable;
  booking_claims: BookingClaimTable;
  pending_registrations: PendingRegistrationTable;
  tasks: TaskTable;
  articles: ArticleTable;
  content_versions: ContentVersionTable;
  firm_facts: FirmFactsTable;
  lead_follow_up: LeadFollowUpTable;
  lead_replies: LeadReplyTable;
  person_notes: PersonNoteTable;
  saved_replies: SavedReplyTable;
  morning_lists: MorningListTable;
}

export type OutboxMessage = Selectable<OutboxTable>;
export type NewOutboxMessage = Pick<OutboxTable, "recipient" | "subject" | "text_body" | "html_body"> & {
  headers?: Record<string, string>;
  attachments?: readonly MailAttachment[];
  lead_type?: string;
  lead_id?: string;
};
export type Unused = ColumnType<never>;
