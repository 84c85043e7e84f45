import type { DB } from "../db";
import type { Logger } from "../logger";
import type { DownloadResult } from "./resource-requests";

export type LeadDeps = {
  db: DB;
  logger: Logger;
  notifyEmail: string;
  siteUrl: string;
  contactLimiter: { hit(client: string): number };
  /** Resource requests and subscriptions: a few per minute per client. */
  formLimiter: { hit(client: string): number };
  mailWorker: { poke(): void };
};

export type LeadResult =
  | { ok: true; status: 201; id: string }
  | { ok: false; status: 400; error: string; fieldErrors: Partial<Record<string, string>> }
  | { ok: false; status: 429; error: string; retryAfter: number };

/** What route actions reach through the load context (see server/app.ts). */
export type LeadServices = {
  submitEnquiry(input: Record<string, unknown>, client: string): Promise<LeadResult>;
  submitSubscription(input: Record<string, unknown>, client: string): Promise<LeadResult>;
  submitResourceRequest(input: Record<string, unknown>, client: string): Promise<LeadResult>;
  /** Checks a download link from a resource email. */
  openDownload(slug: string, token: string): Promise<DownloadResult>;
  confirmSubscription(token: string): Promise<"confirmed" | "invalid">;
  unsubscribe(token: string): Promise<"unsubscribed" | "invalid">;
};
