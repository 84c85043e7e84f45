import type { IncomingMessage, ServerResponse } from "node:http";
import { HttpError, readBody } from "./http-body";
import type { LeadResult, LeadServices } from "./leads/types";
import type { Logger } from "./logger";
import { clientAddress } from "./security/client-address";
import { isForeignOrigin } from "./security/origin";

type Submit = (input: Record<string, unknown>, client: string) => Promise<LeadResult>;

/** What both ways into the lead services (this adapter and the page actions) are given at start-up. */
export type LeadEntryOptions = {
  leads: LeadServices;
  security: Record<string, string>;
  siteUrl: string;
  trustProxy: number;
  logger: Logger;
};

/**
 * The JSON (or form-encoded) endpoints of the three public forms, DESIGN.md's contract: the same
 * lead services as the page actions, answered 201 / 400 with field errors / 429 with Retry-After.
 */
export function createApi(options: LeadEntryOptions) {
  const { leads, security } = options;
  const endpoints: Record<string, Submit> = {
    "/api/contact": leads.submitEnquiry,
    "/api/resource-requests": leads.submitResourceRequest,
    "/api/subscriptions": leads.submitSubscription,
  };

  async function answer(req: IncomingMessage, res: ServerResponse, submit: Submit) {
    const json = (status: number, body: unknown, extra: Record<string, string> = {}) => {
      res.writeHead(status, {
        ...security,
        "Content-Type": "application/json",
        "Cache-Control": "no-store",
        ...extra,
      });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "POST") return json(405, { error: "Use POST" }, { Allow: "POST" });
    if (isForeignOrigin(req, options.siteUrl)) return json(403, { error: "Cross-site request refused" });
    try {
      const result = await submit(await readBody(req), clientAddress(req, options.trustProxy));
      if (result.ok) return json(201, { id: result.id });
      if (result.status === 429)
        return json(429, { error: result.error }, { "Retry-After": String(result.retryAfter) });
      return json(400, { error: result.error, fieldErrors: result.fieldErrors });
    } catch (error) {
      if (error instanceof HttpError) return json(error.status, { error: error.message });
      throw error;
    }
  }

  /** Answers a request for an endpoint and returns true; false when the request is for something else. */
  return function handleApi(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? "/";
    const submit = endpoints[url.split("?")[0]!];
    if (!submit) return false;
    answer(req, res, submit).catch((error: unknown) => {
      options.logger.error({ err: error, url }, "api request failed");
      if (!res.headersSent) res.writeHead(500, { ...security, "Content-Type": "application/json" });
      res.end('{"error":"Internal error"}');
    });
    return true;
  };
}
