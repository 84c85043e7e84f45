import { resources } from "~/content/resources";
import { now } from "../clock";
import { checkDownloadToken } from "./download-links";
import type { DownloadResult, LeadDeps } from "./types";

/**
 * Checks a download link and counts the download against its request. A signature is not enough:
 * the link works only while its request is stored, so it ends when the request is erased.
 */
export async function openDownload(deps: LeadDeps, slug: string, token: string): Promise<DownloadResult> {
  const resource = resources.find((r) => r.slug === slug);
  if (!resource || !token) return { status: "invalid" };
  const check = checkDownloadToken(deps.signingSecret, slug, token);
  if (check.status === "invalid") return check;
  if (check.status === "expired") return { status: "expired", resource };
  const counted = await deps.db
    .updateTable("resource_requests")
    .set((eb) => ({ downloads: eb("downloads", "+", 1), last_downloaded_at: now() }))
    .where("id", "=", check.requestId)
    .where("resource_slug", "=", slug)
    .executeTakeFirst();
  return { status: Number(counted.numUpdatedRows) > 0 ? "ok" : "gone", resource };
}
