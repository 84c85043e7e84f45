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
    "/admin/sources",
    "/admin/export.csv",
    "/admin/leads/enquiry/x",
    `/resources/${slug}/download`,
    "/subscriptions/confirm",
    "/subscriptions/unsubscribe",
    "/api/contact",
    "/api/resource-requests",
    "/api/subscriptions",
    "/api/account/sign-in",
    "/api/account/sign-up",
    "/api/account/forgot-password",
    "/api/account/resend-confirmation",
    "/api/account/reset-password",
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
  ];
}

/** The endpoints and page actions that take a body. */
export const POSTED = [
  "/?index",
  "/insights",
  "/auth",
  "/auth.data",
  "/account",
  "/admin/erase",
  "/admin/mail",
  "/admin/articles",
  "/admin/leads/enquiry/x",
  "/subscriptions/unsubscribe?token=x",
  "/subscriptions/unsubscribe?token=%00",
  "/api/contact",
  "/api/resource-requests",
  "/api/subscriptions",
  "/api/account/sign-in",
  "/api/account/sign-up",
  "/api/account/forgot-password",
  "/api/account/resend-confirmation",
  "/api/account/reset-password",
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

const deepArray = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;

/** JSON bodies that are no form: wrong shapes, absurd values, deep nesting, prototype keys. */
export const JSON_BODIES: Record<string, string> = {
  array: "[]",
  string: '"email"',
  number: "42",
  null: "null",
  true: "true",
  "huge number": `{"email":1e999,"password":-1e999,"name":${"9".repeat(5000)}}`,
  "10,000 nested arrays": deepArray(10_000),
  "10,000 nested objects": deepObject(10_000),
  "nested field": `{"email":${deepArray(5000)},"password":${deepObject(5000)}}`,
  "prototype keys":
    '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}},"email":"a@b.co"}',
  "fields of every type": '{"email":{"a":1},"password":[1,2],"name":true,"token":null,"intent":{}}',
  "NUL and controls": '{"email":"a\\u0000@b.co","password":"\\u0000\\u001b[2J","name":"\\ud800"}',
  "truncated JSON": '{"email":"a@b.co",',
  empty: "",
};

/** Form-encoded bodies, the way the pages' forms post (and a few no form would send). */
export const FORM_BODIES: Record<string, string> = {
  "prototype keys": "__proto__=x&__proto__=y&constructor=z&prototype=1&email=a%40b.co",
  "bad percent-encoding": "email=%&password=%E0%A4%A&intent=%FF&name=%00",
  "repeated fields": Array.from({ length: 500 }, (_, i) => `email=a${i}%40b.co&intent=signin`).join("&"),
  "intent only": "intent=",
  "back-office note": "intent=note&note=a%00b%ED%A0%80&id=constructor&slug=__proto__",
  "back-office status": "intent=status&status=valueOf&id=__proto__&slug=constructor",
  ...Object.fromEntries(
    ["__proto__", "valueOf", "constructor", "toString", "hasOwnProperty", "__defineGetter__"].map(
      (intent) => [
        `intent ${intent}`,
        `intent=${intent}&email=a%40b.co&password=x&fullName=x&currentPassword=x`,
      ],
    ),
  ),
};

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

/** Request targets, Host headers, other headers and bytes no browser sends, on a few kinds of route. */
export function malformedRequests(
  request: ReturnType<typeof requestWriter>,
  origin: string,
): HostileRequest[] {
  const pages = [
    "/",
    "/about",
    "/insights?articles=2",
    "/auth",
    "/account",
    "/admin",
    "/api/auth/get-session",
  ];
  const targets = [
    "*",
    `${origin}/auth`,
    "http://evil.example/admin",
    "HTTP://EVIL.EXAMPLE",
    "//evil.example/auth",
    "/%",
    "/%E0%A4%A",
    "/%FF",
    "/%00",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%2f..%2fserver%2findex.ts",
    "/assets/../../package.json",
    "/\\evil.example",
    "/insights/%FF",
    "/resources/%FF/download?token=%FF",
    "/api/auth/%FF",
    "/api/auth/get-session/..%2f..%2fok",
    "/admin/leads/__proto__/constructor",
    "/admin/leads/enquiry/%00",
    "/caf\xe9",
    "/\xff\xfe",
    `/${"a".repeat(8000)}`,
  ];
  const hosts = [
    "[bad",
    "a b",
    "x:y:z",
    "127.0.0.1:99999",
    "",
    "evil.example/admin",
    "u@evil.example",
    "a".repeat(300),
    "\xff",
  ];
  const headers: [string, string][][] = [
    [["Host", "second.example"]],
    [["Cookie", "kt.session_token=%FF%FE; kt.session_token=a.b; kt_signed_in=%"]],
    [["Cookie", `kt.session_token=${"x".repeat(4000)}`]],
    [["Cookie", "a=b; ".repeat(1000)]],
    [["Cookie", "kt.session_token=\xff\xfe"]],
    [["Accept-Encoding", "br;q=abc, gzip;q=-1, *;q=2, \xff"]],
    [["If-None-Match", '"x", '.repeat(1000)]],
    [["X-Forwarded-For", ",,, unknown, [::1]:x, ::ffff:zz"]],
    [["X-Forwarded-For", "203.0.113.1, ".repeat(500)]],
    [["X-Site-Client-Address", "\xff spoofed"]],
    [["Origin", "null"]],
    [["Origin", "http://[bad"]],
    [["Referer", "javascript:alert(1)"]],
    [["Content-Type", "multipart/form-data; boundary="]],
    [["Range", "bytes=9999999-"]],
    [
      ["Accept", "*/*;q=abc"],
      ["Accept-Language", "\xff;q=x"],
    ],
    [
      ["Connection", "Upgrade, close"],
      ["Upgrade", "websocket"],
      ["Sec-WebSocket-Version", "13"],
    ],
    [
      ["Sec-Fetch-Site", "cross-site"],
      ["Sec-Fetch-Mode", "navigate"],
    ],
    [["X-Huge", "h".repeat(20_000)]],
  ];
  const chunked = "5\r\nemail\r\n0\r\n\r\n";
  return [
    ...targets.map((target) => request("target", { target })),
    ...pages.flatMap((page) => [
      ...hosts.map((host) => request(`Host ${JSON.stringify(host.slice(0, 20))}`, { target: page, host })),
      request("HTTP/1.1 without Host", { target: page, host: null }),
      ...headers.map((lines) => request(`header ${lines[0]![0]}`, { target: page, headers: lines })),
    ]),
    ...["/api/contact", "/api/auth/sign-in/email", "/auth", "/api/account/sign-in"].flatMap((path) => [
      request("chunked body", {
        method: "POST",
        target: path,
        body: chunked,
        headers: [
          ["Transfer-Encoding", "chunked"],
          ["Content-Type", "application/json"],
          ["Origin", origin],
        ],
      }),
      request("invalid UTF-8 body", {
        method: "POST",
        target: path,
        body: Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
        headers: [
          ["Content-Type", "application/json; charset=utf-8"],
          ["Origin", origin],
        ],
      }),
      request("body shorter than its length", {
        method: "POST",
        target: path,
        body: "{}",
        headers: [
          ["Content-Length", "1"],
          ["Content-Type", "application/json"],
          ["Origin", origin],
        ],
      }),
      request("Expect: 100-continue", {
        method: "POST",
        target: path,
        body: "{}",
        headers: [
          ["Expect", "100-continue"],
          ["Content-Type", "application/json"],
          ["Origin", origin],
        ],
      }),
      ...[
        ["Content-Length", "-1"],
        ["Content-Length", "abc"],
        ["Content-Length", "9".repeat(25)],
      ].map((line) =>
        request(`${line[1]!.slice(0, 5)} as Content-Length`, {
          method: "POST",
          target: path,
          body: "{}",
          headers: [line as [string, string], ["Content-Type", "application/json"], ["Origin", origin]],
        }),
      ),
      request("Transfer-Encoding and Content-Length", {
        method: "POST",
        target: path,
        body: chunked,
        headers: [
          ["Transfer-Encoding", "chunked"],
          ["Content-Length", "3"],
          ["Content-Type", "application/json"],
        ],
      }),
      request("no Content-Type", {
        method: "POST",
        target: path,
        body: "email=a%40b.co",
        headers: [["Origin", origin]],
      }),
      request("UTF-16 JSON", {
        method: "POST",
        target: path,
        body: Buffer.from('{"email":"a@b.co"}', "utf16le"),
        headers: [
          ["Content-Type", "application/json; charset=utf-16"],
          ["Origin", origin],
        ],
      }),
      request("wrong content type", {
        method: "POST",
        target: path,
        body: "<xml/>",
        headers: [
          ["Content-Type", "text/xml; charset=\xff"],
          ["Origin", origin],
        ],
      }),
      request("over 64 KB", {
        method: "POST",
        target: path,
        body: `{"email":"${"a".repeat(70_000)}"}`,
        headers: [
          ["Content-Type", "application/json"],
          ["Origin", origin],
        ],
      }),
    ]),
    ...pages.map((target) =>
      request("GET with a body", {
        target,
        body: '{"a":1}',
        headers: [["Content-Type", "application/json"]],
      }),
    ),
    ...["/auth", "/account", "/api/auth/get-session"].map((target) =>
      request("HTTP/1.0 without Host", { target, host: null, version: "HTTP/1.0" }),
    ),
  ];
}
