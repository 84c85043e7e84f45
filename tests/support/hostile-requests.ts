import { readdirSync } from "node:fs";
import { resources } from "../../app/content/resources";

/** One request as bytes on the wire, and what it is, for the failure message. */
export type HostileRequest = { what: string; bytes: Buffer };

type Parts = {
  method?: string;
  target: string;
  /** Header lines as written; `Host`, `Connection` and the client's address are added unless given. */
  headers?: [string, string][];
  body?: string | Buffer;
  /** The Host header's value; null leaves it out. */
  host?: string | null;
  version?: "HTTP/1.1" | "HTTP/1.0";
};

/** The site's own JSON endpoints (DESIGN.md's contract). */
const JSON_API = [
  "/api/contact",
  "/api/resource-requests",
  "/api/subscriptions",
  "/api/account/sign-in",
  "/api/account/sign-up",
  "/api/account/forgot-password",
  "/api/account/resend-confirmation",
  "/api/account/reset-password",
  "/api/bookings",
];

/** Every kind of address the site answers: files, pages, rendered pages, APIs, auth, back office, links. */
export function routes(clientDir = "build/client"): string[] {
  const asset = readdirSync(`${clientDir}/assets`).find((name) => name.endsWith(".js"));
  const slug = resources[0].slug;
  return [
    "/",
    "/about",
    `/assets/${asset}`,
    "/robots.txt",
    "/sitemap.xml",
    "/insights",
    "/insights/rss.xml",
    "/insights/no-such-article",
    "/no-such-page",
    "/contact",
    "/auth",
    "/auth.data",
    "/auth/verify",
    "/auth/reset-password",
    "/auth/sign-out",
    "/account",
    "/account.data",
    "/account/data.json",
    "/admin",
    "/admin.data",
    "/admin/erase",
    "/admin/mail",
    "/admin/articles",
    "/admin/articles/new",
    "/admin/articles/x",
    "/insights/preview/x",
    "/insights/preview/%00",
    "/insights?articles=2",
    "/admin/sources",
    "/admin/export.csv",
    "/admin/leads/enquiry/x",
    `/resources/${slug}/download`,
    "/subscriptions/confirm",
    "/subscriptions/unsubscribe",
    "/book",
    "/book.data",
    "/book?day=x",
    "/book/manage/x",
    "/book/manage/x/call.ics",
    "/book/feed/x.ics",
    "/api/availability",
    "/api/availability?from=x&days=-1",
    ...JSON_API,
    "/api/auth/get-session",
    "/api/auth/list-sessions",
    "/api/auth/sign-in/email",
    "/api/auth/sign-up/email",
    "/api/auth/sign-out",
    "/api/auth/request-password-reset",
    "/api/auth/reset-password",
    "/api/auth/verify-email",
    "/api/auth/change-password",
    "/api/auth/update-user",
    "/api/auth/delete-user",
    "/api/auth/no-such-endpoint",
    "/healthz",
    "/readyz",
    "/metrics",
  ];
}

/** The endpoints and page actions that take a body. */
export const POSTED = [
  "/?index",
  "/insights",
  "/auth",
  "/auth.data",
  "/auth/reset-password",
  "/auth/sign-out",
  "/account",
  "/no-such-page",
  "/admin/erase",
  "/admin/mail",
  "/admin/articles",
  "/admin/articles/new",
  "/admin/leads/enquiry/x",
  "/subscriptions/unsubscribe?token=x",
  "/subscriptions/unsubscribe?token=%00",
  ...JSON_API,
  "/api/auth/sign-in/email",
  "/api/auth/sign-up/email",
  "/api/auth/sign-out",
  "/api/auth/request-password-reset",
  "/api/auth/send-verification-email",
  "/api/auth/reset-password",
  "/api/auth/change-password",
  "/api/auth/update-user",
  "/api/auth/delete-user",
  "/api/auth/revoke-session",
];

/** Writes requests for a server at `host`, each from a client address of its own (no rate limit hides a path). */
export function requestWriter(host: string) {
  let client = 0;
  return function request(what: string, parts: Parts): HostileRequest {
    const { method = "GET", target, headers = [], body, version = "HTTP/1.1" } = parts;
    const lines: [string, string][] = [];
    const has = (name: string) => headers.some(([header]) => header.toLowerCase() === name);
    const hostValue = parts.host === undefined ? host : parts.host;
    if (hostValue !== null) lines.push(["Host", hostValue]);
    if (!has("connection")) lines.push(["Connection", "close"]);
    if (!has("x-forwarded-for"))
      lines.push(["X-Forwarded-For", `198.51.${(++client >> 8) & 255}.${client & 255}`]);
    if (body !== undefined && !has("content-length") && !has("transfer-encoding"))
      lines.push(["Content-Length", String(Buffer.byteLength(body))]);
    const head = [`${method} ${target} ${version}`, ...[...lines, ...headers].map(([n, v]) => `${n}: ${v}`)];
    // Header bytes as given (latin1 keeps any byte a test writes), the body as bytes or UTF-8.
    const bytes = Buffer.concat([
      Buffer.from(`${head.join("\r\n")}\r\n\r\n`, "latin1"),
      typeof body === "string" ? Buffer.from(body, "utf8") : (body ?? Buffer.alloc(0)),
    ]);
    return { what: `${what}: ${method} ${target.slice(0, 80)}`, bytes };
  };
}

/** Query strings no link carries: bad encoding, prototype names, huge values, thousands of parameters. */
export const QUERIES = [
  "?%",
  "?%FF=%FF&token=%E0%A4%A",
  "?token=%00",
  "?__proto__=1&constructor=1&valueOf=1&__proto__[admin]=1",
  "?tab=__proto__&verify=constructor&reset=valueOf&view=toString",
  "?type=__proto__&status=constructor&service=valueOf&from=9999-99-99&to=x&q=%00&after=x%7Cy",
  "?after=9999-99-99T99%3A99%3A99Z%7Cx&from=2024-02-31",
  "?articles=1e400&resources=-1&resource=__proto__&preview=constructor",
  "?_routes=__proto__,constructor&index&_data=root",
  `?token=${"A".repeat(7000)}`,
  `?${Array.from({ length: 1000 }, (_, i) => `p${i}=${i}`).join("&")}`,
];
