import type { IncomingMessage, ServerResponse } from "node:http";
import { createHeaders } from "@remix-run/node-fetch-server";
import { HttpError, readBody } from "../http-body";
import { loggableUrl } from "../log-privacy";
import type { Logger } from "../logger";
import { stampedClientAddress } from "../security/client-address";
import { isForeignOrigin } from "../security/origin";
import type { FormPipeline } from "./pipeline";

export type ApiOptions = { security: Record<string, string>; siteUrl: string; logger: Logger };

/**
 * The forms' JSON (or form-encoded) endpoints, DESIGN.md's contract: POST only, refused from
 * another site's page (403) and over 64 KB (413); then the form's pipeline, answered 2xx with an
 * id (or `{ ok: true }`), 400 with field errors, 429 with Retry-After, with any cookies it sets.
 */
export function formEndpoints(endpoints: ReadonlyMap<string, FormPipeline>, options: ApiOptions) {
  const { security } = options;

  async function answer(req: IncomingMessage, res: ServerResponse, pipeline: FormPipeline) {
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
      const result = await pipeline(input, {
        client: stampedClientAddress(req),
        headers: createHeaders(req),
      });
      const headers = result.headers ?? new Headers();
      if (result.ok)
        return json(result.status, result.id ? { id: result.id, ...result.details } : { ok: true }, headers);
      if (result.status === 429) {
        headers.set("Retry-After", String(result.retryAfter ?? 60));
        return json(429, { error: result.error }, headers);
      }
      const { error, fieldErrors, code } = result;
      return json(result.status, { error, fieldErrors, code }, headers);
    } catch (error) {
      if (error instanceof HttpError) return json(error.status, { error: error.message });
      throw error;
    }
  }

  /** Answers a request for an endpoint and returns true; false when the request is for something else. */
  return function handleApi(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? "/";
    // A Map: a path from the request never finds a property every object has (`constructor`).
    const pipeline = endpoints.get(url.split("?")[0]!);
    if (!pipeline) return false;
    answer(req, res, pipeline).catch((error: unknown) => {
      options.logger.error({ err: error, url: loggableUrl(url) }, "api request failed");
      if (!res.headersSent) res.writeHead(500, { ...security, "Content-Type": "application/json" });
      res.end('{"error":"Internal error"}');
    });
    return true;
  };
}
