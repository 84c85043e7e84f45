import type { HostileRequest, requestWriter } from "./hostile-requests";

/** Host headers that name no host: each once answered 500, or moved the path React Router saw. */
export const BAD_HOSTS = [
  "[bad",
  "a b",
  "x:y:z",
  "127.0.0.1:99999",
  "999.1.1.1",
  "",
  "evil.example/admin",
  "u@evil.example",
  "a b".repeat(100),
  "\xff",
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
      ...BAD_HOSTS.map((host) =>
        request(`Host ${JSON.stringify(host.slice(0, 20))}`, { target: page, host }),
      ),
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
