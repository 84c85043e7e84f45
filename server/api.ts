import type { IncomingMessage, ServerResponse } from "node:http";
import { createHeaders } from "@remix-run/node-fetch-server";
import type { AdminServices } from "./admin";
import type { AccountResult, AccountServices } from "./auth/accounts";
import { HttpError, readBody } from "./http-body";
import type { LeadResult, LeadServices } from "./leads/types";
import { loggableUrl } from "./log-privacy";
import type { Logger } from "./logger";
import { stampedClientAddress } from "./security/client-address";
import { isForeignOrigin } from "./security/origin";

type ApiResult = LeadResult | AccountResult;
/** An endpoint: the posted fields, the client's address and the request's headers (cookies). */
type Endpoint = (input: Record<string, unknown>, client: string, headers: Headers) => Promise<ApiResult>;

/** What both ways into the services (this adapter and the page actions) are given at start-up. */
export type LeadEntryOptions = {
  leads: LeadServices;
  accounts: AccountServices;
  admin: AdminServices;
  security: Record<string, string>;
  siteUrl: string;
  logger: Logger;
};

/**
 * The JSON (or form-encoded) endpoints of the public forms and the account forms, DESIGN.md's
 * contract: the same services as the page actions, answered 2xx / 400 with field errors / 429
 * with Retry-After, with the account's cookies where it sets them.
 */
export function createApi(options: LeadEntryOptions) {
  const { leads, accounts, security } = options;
  // A Map: a path from the request never finds a property every object has (`constructor`).
  const endpoints = new Map<string, Endpoint>([
    ["/api/contact", leads.submitEnquiry],
    ["/api/resource-requests", leads.submitResourceRequest],
    ["/api/subscriptions", leads.submitSubscription],
    ["/api/account/sign-in", (input, _, headers) => accounts.signIn(input, headers)],
    ["/api/account/sign-up", (input, _, headers) => accounts.signUp(input, headers)],
    ["/api/account/forgot-password", (input, _, headers) => accounts.requestPasswordReset(input, headers)],
    ["/api/account/resend-confirmation", (input, _, headers) => accounts.resendConfirmation(input, headers)],
    ["/api/account/reset-password", (input, _, headers) => accounts.resetPassword(input, headers)],
  ]);

  async function answer(req: IncomingMessage, res: ServerResponse, endpoint: Endpoint) {
    const json = (status: number, body: unknown, headers: Headers = new Headers()) => {
      for (const [name, value] of Object.entries(security)) headers.set(name, value);
      headers.set("Content-Type", "application/json");
      headers.set("Cache-Control", "no-store");
      res.setHeaders(headers);
      res.writeHead(status);
      res.end(JSON.stringify(body));
    };
    if (req.method !== "POST") return json(405, { error: "Use POST" }, new Headers({ Allow: "POST" }));
    if (isForeignOrigin(req, options.siteUrl)) return json(403, { error: "Cross-site request refused" });
    try {
      const input = await readBody(req);
      const result = await endpoint(input, stampedClientAddress(req), createHeaders(req));
      const headers = "headers" in result ? result.headers : new Headers();
      if (result.ok) return json(result.status, "id" in result ? { id: result.id } : { ok: true }, headers);
      if (result.status === 429) {
        headers.set("Retry-After", String(result.retryAfter ?? 60));
        return json(429, { error: result.error }, headers);
      }
      const fieldErrors = "fieldErrors" in result ? result.fieldErrors : undefined;
      const code = "code" in result ? result.code : undefined;
      return json(result.status, { error: result.error, fieldErrors, code }, headers);
    } catch (error) {
      if (error instanceof HttpError) return json(error.status, { error: error.message });
      throw error;
    }
  }

  /** Answers a request for an endpoint and returns true; false when the request is for something else. */
  return function handleApi(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? "/";
    const endpoint = endpoints.get(url.split("?")[0]!);
    if (!endpoint) return false;
    answer(req, res, endpoint).catch((error: unknown) => {
      options.logger.error({ err: error, url: loggableUrl(url) }, "api request failed");
      if (!res.headersSent) res.writeHead(500, { ...security, "Content-Type": "application/json" });
      res.end('{"error":"Internal error"}');
    });
    return true;
  };
}
