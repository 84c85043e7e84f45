import type { IncomingMessage } from "node:http";
import { isForeignOrigin } from "./security/origin";

export const MAX_BODY_BYTES = 64 * 1024;
/**
 * The back office's article form posts a whole article: room for a text far over its limit
 * (app/content/article-form.ts), so that one pasted too long gets the form's own message, with
 * what was written kept, rather than a bare 413. Its pages answer admins only (the gate).
 */
export const ARTICLE_BODY_BYTES = 4 * 1024 * 1024;

/** How much a post to this page may send. */
const pageBodyLimit = (url: string | undefined) =>
  url?.toLowerCase().startsWith("/admin/articles/") ? ARTICLE_BODY_BYTES : MAX_BODY_BYTES;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Reads a JSON or form-encoded body of at most 64 KB into a plain object (repeated keys become arrays). */
export async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, "Request body too large");
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, "Request body too large");
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  const type = (req.headers["content-type"] ?? "").toLowerCase(); // media types ignore case
  if (type.includes("application/json")) {
    try {
      const value = JSON.parse(text || "{}");
      if (value && typeof value === "object" && !Array.isArray(value))
        return value as Record<string, unknown>;
    } catch {}
    throw new HttpError(400, "Body must be a JSON object");
  }
  if (type.includes("application/x-www-form-urlencoded")) {
    // Gathered in a Map: a field named `__proto__` or `constructor` is a field like any other, never
    // a property every object inherits (`result.__proto__ = [...]` would replace its prototype).
    const fields = new Map<string, string | string[]>();
    for (const [key, value] of new URLSearchParams(text)) {
      const existing = fields.get(key);
      fields.set(key, existing === undefined ? value : [existing, value].flat());
    }
    const interests = fields.get("serviceInterests");
    if (typeof interests === "string") fields.set("serviceInterests", [interests]);
    return Object.fromEntries(fields);
  }
  throw new HttpError(415, "Send JSON or form-encoded data");
}

/**
 * Why a body that will be read whole by someone else (better-auth, React Router) is refused before
 * it is read: over 64 KB by its Content-Length (413), or sent in chunks with no length to check
 * (411; browsers always send the length of a form or a fetch).
 */
export function bodyRefusal(req: IncomingMessage, limit = MAX_BODY_BYTES): HttpError | undefined {
  if (Number(req.headers["content-length"] ?? 0) > limit) return new HttpError(413, "Request body too large");
  if (req.headers["transfer-encoding"] !== undefined && req.headers["content-length"] === undefined)
    return new HttpError(411, "Send the body with a Content-Length");
  return undefined;
}

/**
 * The encoding the site's forms post in, what the pages' actions read. None uploads a file, so
 * multipart is refused too (React Router's parser answers a malformed one with a 500).
 */
export function isFormBody(req: IncomingMessage): boolean {
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "application/x-www-form-urlencoded";
}

/**
 * Why a post to a page (a form's page action, without JavaScript) is refused before React Router
 * reads it: from another site's page (403), too big or unmeasured (413, 411), or not what the
 * site's forms send (415: React Router would answer anything else with a 500). GET and HEAD pass.
 */
export function pagePostRefusal(
  req: IncomingMessage,
  siteUrl: string,
): { status: number; message: string; headers?: Record<string, string> } | undefined {
  if (req.method === "GET" || req.method === "HEAD") return undefined;
  if (isForeignOrigin(req, siteUrl)) return { status: 403, message: "Cross-site request refused" };
  const refusal = bodyRefusal(req, pageBodyLimit(req.url));
  if (refusal) return { status: refusal.status, message: refusal.message, headers: { Connection: "close" } };
  if (!isFormBody(req)) return { status: 415, message: "Send form-encoded data" };
  return undefined;
}
