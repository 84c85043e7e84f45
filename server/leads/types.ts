import type { Resource } from "../../app/content/resources";
import type { LeadCounting } from "../analytics/counter";
import type { DB } from "../db";
import type { Logger } from "../logger";

export type LeadDeps = {
  db: DB;
  logger: Logger;
  /** The owner's inbox, read as each notice is composed (server/mail/sender.ts `ownerInbox`). */
  notifyEmail: () => string;
  siteUrl: string;
  /** Signs the download links of resource mails. */
  signingSecret: string;
  mailWorker: { poke(): void };
  /** The task queue's worker (server/tasks), woken when a form queued a task. */
  tasks: { poke(): void };
  /** The site's own counting (server/analytics): each lead credited, each form outcome counted. */
  counting?: LeadCounting;
};

/** A download link: valid, expired, never ours, or for a request no longer stored (erased). */
export type DownloadResult =
  | { status: "ok" | "expired" | "gone"; resource: Resource }
  | { status: "invalid" };

/** What the mailed links' pages reach through the load context (see server/render.ts). */
export type LeadServices = {
  /** Checks a download link from a resource email. */
  openDownload(slug: string, token: string): Promise<DownloadResult>;
  confirmSubscription(token: string): Promise<"confirmed" | "invalid">;
  /** Whether an unsubscribe link's token names a subscription. */
  namesSubscription(token: string): Promise<boolean>;
  unsubscribe(token: string): Promise<"unsubscribed" | "invalid">;
};
