import type { IncomingMessage } from "node:http";

/**
 * A state-changing request from another site's page is refused: by its Origin when the browser
 * names one, and by Sec-Fetch-Site when it does not. "Origin: null" comes from a sandboxed frame,
 * a data: page or a cross-site redirect, never from this site's own pages (their Referrer-Policy
 * keeps the origin), so it is foreign too.
 */
export function isForeignOrigin(req: IncomingMessage, siteUrl: string): boolean {
  if (req.headers["sec-fetch-site"] === "cross-site") return true;
  const origin = req.headers.origin;
  if (!origin) return false;
  const own = new Set([siteUrl, `http://${req.headers.host}`, `https://${req.headers.host}`]);
  return !own.has(origin);
}
