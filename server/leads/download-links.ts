import { createHmac, timingSafeEqual } from "node:crypto";
import { downloadLinkDays } from "../../app/content/download-links";
import type { DB } from "../db";
import { keptSecret } from "../db/secrets";

/** How long the download links in resource emails stay valid. */
export const DOWNLOAD_LINK_TTL_MS = downloadLinkDays * 24 * 60 * 60 * 1000;

export type DownloadCheck =
  | { status: "ok"; requestId: string }
  | { status: "expired" }
  | { status: "invalid" };

const signature = (secret: string, slug: string, requestId: string, expires: string) =>
  createHmac("sha256", secret).update(`${slug}\n${requestId}\n${expires}`).digest("base64url");

/** A fresh link to a requested resource, valid for `DOWNLOAD_LINK_TTL_MS` from now. */
export function downloadLink(secret: string, siteUrl: string, slug: string, requestId: string) {
  const expiresAt = Date.now() + DOWNLOAD_LINK_TTL_MS;
  const token = signDownloadToken(secret, slug, requestId, expiresAt);
  return { url: `${siteUrl}/resources/${slug}/download?token=${encodeURIComponent(token)}`, expiresAt };
}

/**
 * A signed token `<request id>.<expiry, seconds base 36>.<HMAC-SHA256>`, bound to one resource:
 * anyone holding the link can download until it expires, and no link can be forged or moved to
 * another resource without the secret.
 */
export function signDownloadToken(
  secret: string,
  slug: string,
  requestId: string,
  expiresAt: number = Date.now() + DOWNLOAD_LINK_TTL_MS,
): string {
  const expires = Math.floor(expiresAt / 1000).toString(36);
  return `${requestId}.${expires}.${signature(secret, slug, requestId, expires)}`;
}

export function checkDownloadToken(
  secret: string,
  slug: string,
  token: string,
  at: number = Date.now(),
): DownloadCheck {
  const [requestId, expires, given, ...rest] = token.split(".");
  if (!requestId || !expires || !given || rest.length > 0) return { status: "invalid" };
  const expected = Buffer.from(signature(secret, slug, requestId, expires));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { status: "invalid" };
  // Checked after the signature, so "expired" is only ever said of a link we issued.
  if (Number.parseInt(expires, 36) * 1000 < at) return { status: "expired" };
  return { status: "ok", requestId };
}

/**
 * The key that signs download links: AUTH_SECRET when set; otherwise one generated on first start
 * and kept in the database, so links survive restarts and every instance on one database agrees.
 */
export async function loadSigningSecret(db: DB, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return keptSecret(db, "download-links");
}
