import type { Resource } from "../../app/content/resources";
import type { DB } from "../db";
import type { Logger } from "../logger";

export type LeadDeps = {
  db: DB;
  logger: Logger;
  notifyEmail: string;
  siteUrl: string;
  /** Signs the download links of resource mails. */
  signingSecret: string;
  mailWorker: { poke(): void };
  /** The task queue's worker (server/tasks), woken when a form queued a task. */
  tasks: { poke(): void };
};

export type LeadRefusal = {
  ok: false;
  status: 400;
  error: string;
  fieldErrors: Partial<Record<string, string>>;
};

export type LeadResult =
  | { ok: true; status: 201; id: string }
  | LeadRefusal
  | { ok: false; status: 429; error: string; retryAfter: number };

/** A download link: valid, expired, never ours, or for a request no longer stored (erased). */
export type DownloadResult =
  | { status: "ok" | "expired" | "gone"; resource: Resource }
  | { status: "invalid" };

/** What route actions reach through the load context (see server/render.ts). */
export type LeadServices = {
  submitEnquiry(input: Record<string, unknown>, client: string): Promise<LeadResult>;
  submitSubscription(input: Record<string, unknown>, client: string): Promise<LeadResult>;
  submitResourceRequest(input: Record<string, unknown>, client: string): Promise<LeadResult>;
  /** Checks a download link from a resource email. */
  openDownload(slug: string, token: string): Promise<DownloadResult>;
  confirmSubscription(token: string): Promise<"confirmed" | "invalid">;
  unsubscribe(token: string): Promise<"unsubscribed" | "invalid">;
};
