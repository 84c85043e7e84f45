import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import { bodyRefusal, HttpError } from "../http-body";
import { loggableUrl } from "../log-privacy";
import type { Logger } from "../logger";
import { isForeignOrigin } from "../security/origin";
import type { BetterAuth } from "./better-auth";
import { withSessionHint } from "./session-hint";

/**
 * better-auth's own HTTP API under /api/auth/* (for clients that speak it; the site's pages use
 * the account services). The client's address reaches it in CLIENT_ADDRESS_HEADER, set by the
 * server for every request (app.ts); its limiter's X-Retry-After is also given as the standard
 * Retry-After; a response that sets or clears the session sets or clears the hint cookie too.
 */
export function createAuthHandler(
  auth: BetterAuth,
  options: { security: Record<string, string>; secureCookies: boolean; siteUrl: string; logger: Logger },
) {
  async function answer(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      // It reads a body whole, however large: the API's guards first.
      const refusal = isForeignOrigin(req, options.siteUrl)
        ? new HttpError(403, "Cross-site request refused")
        : bodyRefusal(req);
      if (refusal) {
        res.writeHead(refusal.status, {
          ...options.security,
          "Content-Type": "application/json",
          ...(refusal.status === 403 ? {} : { Connection: "close" }),
        });
        res.end(JSON.stringify({ error: refusal.message }));
        return;
      }
    }
    const response = await auth.handler(createRequest(req, res));
    const headers = withSessionHint(new Headers(response.headers), options.secureCookies);
    for (const [name, value] of Object.entries(options.security)) headers.set(name, value);
    headers.set("Cache-Control", "no-store");
    const retryAfter = headers.get("X-Retry-After");
    if (response.status === 429 && retryAfter && !headers.has("Retry-After"))
      headers.set("Retry-After", retryAfter);
    await sendResponse(res, new Response(response.body, { status: response.status, headers }));
  }

  return function handleAuth(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? "/";
    if (!url.startsWith("/api/auth/")) return false;
    answer(req, res).catch((error: unknown) => {
      options.logger.error({ err: error, url: loggableUrl(url) }, "auth request failed");
      if (!res.headersSent) res.writeHead(500, { ...options.security, "Content-Type": "application/json" });
      res.end('{"error":"Internal error"}');
    });
    return true;
  };
}
