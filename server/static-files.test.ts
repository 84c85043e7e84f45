import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStaticFiles, serveStatic } from "./static-files";

let server: Server;
let base: string;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "static-test-"));
  mkdirSync(join(dir, "about"));
  mkdirSync(join(dir, "assets"));
  const page = "<!doctype html><title>About</title><script>ctx()</script>".repeat(20);
  writeFileSync(join(dir, "about/index.html"), page);
  writeFileSync(join(dir, "about/index.html.br"), brotliCompressSync(page));
  writeFileSync(join(dir, "assets/app-1a2b.js"), "console.log(1)");
  const files = loadStaticFiles(dir, "http://localhost:3000", { "X-Content-Type-Options": "nosniff" });
  server = createServer((req, res) => {
    if (!serveStatic(files, req, res)) {
      res.writeHead(418);
      res.end("renderer");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("serveStatic", () => {
  it("answers a prerendered page at its clean URL, brotli when accepted, with the page's CSP", async () => {
    const response = await fetch(`${base}/about`, { headers: { "Accept-Encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toContain("<title>About</title>");
  });

  it("sends the uncompressed file to a client that accepts no encoding", async () => {
    const response = await fetch(`${base}/about`, { headers: { "Accept-Encoding": "identity" } });
    expect(response.headers.get("content-encoding")).toBeNull();
    const raw = Buffer.from(await response.arrayBuffer());
    expect(() => brotliDecompressSync(raw)).toThrow();
  });

  it("answers 304 to a matching ETag", async () => {
    const first = await fetch(`${base}/about`);
    const again = await fetch(`${base}/about`, { headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("caches hashed assets for a year, whatever their query string", async () => {
    const response = await fetch(`${base}/assets/app-1a2b.js?v=2`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("leaves pages with a query string, other methods and unknown paths to the renderer", async () => {
    expect((await fetch(`${base}/about?page=2`)).status).toBe(418);
    expect((await fetch(`${base}/about`, { method: "POST" })).status).toBe(418);
    expect((await fetch(`${base}/nowhere`)).status).toBe(418);
  });
});
