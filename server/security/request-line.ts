import type { IncomingMessage } from "node:http";

/** What the site answers: pages and files (GET, HEAD), forms and APIs (POST). */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;
const METHODS = new Set<string>(ALLOWED_METHODS);

// A host name or IPv4 address, or an IPv6 address in brackets, then an optional port: nothing
// that could add a path, a query or credentials when the request's URL is built from it.
const HOST = /^(?:[A-Za-z0-9_.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i;

export type Refusal = { status: 400 | 405; message: string; headers?: Record<string, string> };

/**
 * Why a request is refused before any part of the site reads it, or undefined. Each of these
 * answered 500 once, where a URL or a fetch `Request` is built from the request: a method the
 * fetch standard forbids (TRACE, TRACK) or one the site never answers; a request target that is
 * not a path (`*`); a Host header that is no host (`[bad`, `a b`, `x:y:z`, a port above 65535),
 * empty, or given twice (RFC 9112 3.2: 400). A target in absolute form (`GET http://host/path`,
 * which servers must accept) is rewritten to its path, as every part of the site reads `req.url`.
 */
export function refuseMalformed(req: IncomingMessage): Refusal | undefined {
  if (!METHODS.has(req.method ?? "")) {
    return { status: 405, message: "Method not allowed", headers: { Allow: ALLOWED_METHODS.join(", ") } };
  }
  const url = req.url ?? "";
  if (!url.startsWith("/")) {
    const authority = ABSOLUTE_FORM.exec(url);
    if (!authority) return { status: 400, message: "The request target must be a path" };
    req.url = `/${url.slice(authority[0].length).replace(/^\//, "")}`;
  }
  const host = req.headers.host;
  if ((host !== undefined && !isHost(host)) || hostLines(req.rawHeaders) > 1) {
    return { status: 400, message: "Invalid Host header" };
  }
  return undefined;
}

// This runs before every request, static files included: the last Host found good (nearly every
// request names the same one) is not checked again, and the header lines are counted in a loop.
let lastGoodHost = "";

function isHost(value: string): boolean {
  if (value === lastGoodHost) return true;
  const good = HOST.test(value) && URL.canParse(`http://${value}/`);
  if (good) lastGoodHost = value;
  return good;
}

function hostLines(rawHeaders: string[]): number {
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = rawHeaders[index]!;
    if (name.length === 4 && name.toLowerCase() === "host") count++;
  }
  return count;
}
