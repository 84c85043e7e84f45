import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes } from "./headers";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("security headers", () => {
  it("sends HSTS only for an https site", () => {
    expect(baseSecurityHeaders("https://www.example.co.uk")["Strict-Transport-Security"]).toContain(
      "max-age=",
    );
    expect(baseSecurityHeaders("http://localhost:3000")["Strict-Transport-Security"]).toBeUndefined();
  });

  it("never allows inline scripts wholesale, and forbids framing", () => {
    const csp = contentSecurityPolicy("http://localhost:3000", ["'nonce-abc'"]);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
  });

  it("hashes executable inline scripts and skips external scripts and JSON-LD", () => {
    const html = [
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module" src="/assets/entry.js"></script>',
      "<script>window.__ctx = 1;</script>",
      '<script type="module">import "/assets/a.js";</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("window.__ctx = 1;"), sha('import "/assets/a.js";')]);
  });
});
