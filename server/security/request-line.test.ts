import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { BAD_HOSTS } from "../../tests/support/malformed-requests";
import { refuseMalformed } from "./request-line";

const request = (method: string, url: string, headers: [string, string][] = [["Host", "example.co.uk"]]) =>
  ({
    method,
    url,
    rawHeaders: headers.flat(),
    headers: Object.fromEntries(headers.map(([name, value]) => [name.toLowerCase(), value])),
  }) as unknown as IncomingMessage;

describe("a request the site cannot read is refused before anything reads it", () => {
  it("takes GET, HEAD and POST", () => {
    for (const method of ["GET", "HEAD", "POST"])
      expect(refuseMalformed(request(method, "/auth"))).toBeUndefined();
  });

  it.each(["TRACE", "TRACK", "OPTIONS", "PUT", "DELETE", "PATCH", "PROPFIND"])(
    "answers %s with 405 and Allow",
    (method) => {
      expect(refuseMalformed(request(method, "/api/auth/get-session"))).toEqual({
        status: 405,
        message: "Method not allowed",
        headers: { Allow: "GET, HEAD, POST" },
      });
    },
  );

  it("answers a target that is not a path with 400, and reads an absolute one as its path", () => {
    expect(refuseMalformed(request("GET", "*"))?.status).toBe(400);
    for (const [target, path] of [
      ["http://example.co.uk/auth?tab=signup", "/auth?tab=signup"],
      ["HTTPS://evil.example", "/"],
      ["http://evil.example?x=1", "/?x=1"],
      ["http://evil.example//x", "//x"],
    ]) {
      const req = request("GET", target!);
      expect(refuseMalformed(req)).toBeUndefined();
      expect(req.url).toBe(path);
    }
  });

  it.each(BAD_HOSTS)("answers Host %j with 400", (host) => {
    expect(refuseMalformed(request("GET", "/", [["Host", host]]))?.status).toBe(400);
  });

  it("takes a host name, an address, a port, no Host (HTTP/1.0), and refuses two", () => {
    for (const host of ["example.co.uk", "127.0.0.1:3000", "[::1]:8080", "localhost", "my_host.internal"])
      expect(refuseMalformed(request("GET", "/", [["Host", host]])), host).toBeUndefined();
    expect(refuseMalformed(request("GET", "/", []))).toBeUndefined();
    const twice = request("GET", "/", [
      ["Host", "example.co.uk"],
      ["host", "evil.example"],
    ]);
    expect(refuseMalformed(twice)?.status).toBe(400);
  });
});
