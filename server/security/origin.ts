import type { IncomingMessage } from "node:http";

/** A state-changing request from another site's page is refused (when the browser says where it came from). */
export function isForeignOrigin(req: IncomingMessage, siteUrl: string): boolean {
  const origin = req.headers.origin;
  if (!origin || origin === "null") return false;
  const own = new Set([siteUrl, `http://${req.headers.host}`, `https://${req.headers.host}`]);
  return !own.has(origin);
}
