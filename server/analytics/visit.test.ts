import { describe, expect, it } from "vitest";
import { browserOf, cleanValue, isCountedPrefetch, userAgentOf, visitSource } from "./visit";

const ours = (host: string) => host === "kernowtech.co.uk";

describe("what a page request tells of its visit", () => {
  it("counts only the site's own press-fetch among prefetches", () => {
    expect(isCountedPrefetch(undefined, undefined, undefined, ours)).toBeUndefined();
    expect(isCountedPrefetch("prefetch", undefined, "https://www.kernowtech.co.uk/about", ours)).toBe(true);
    expect(isCountedPrefetch("prefetch;prerender", undefined, undefined, ours)).toBe(false);
    expect(isCountedPrefetch("prefetch", undefined, "https://elsewhere.example/", ours)).toBe(false);
    expect(
      isCountedPrefetch("prefetch;anonymous-client-ip", undefined, "https://kernowtech.co.uk/", ours),
    ).toBe(false);
    expect(isCountedPrefetch(undefined, "prefetch", "https://kernowtech.co.uk/", ours)).toBe(false);
  });

  it("names the source: utm_source lower-cased, else another site's host without www, else direct", () => {
    expect(
      visitSource("/?utm_source=LinkedIn&utm_medium=social&utm_campaign=Winter", undefined, ours),
    ).toEqual({
      source: "linkedin",
      medium: "social",
      campaign: "Winter",
    });
    expect(visitSource("/about", "https://www.Google.co.uk/search?q=x", ours).source).toBe("google.co.uk");
    expect(visitSource("/about", "https://kernowtech.co.uk/", ours).source).toBe("direct");
    expect(visitSource("/about", "javascript:alert(1)", ours).source).toBe("direct");
    expect(visitSource("/about", "not a url", ours).source).toBe("direct");
    expect(visitSource("/about?utm_source=", undefined, ours).source).toBe("direct");
  });

  it("keeps values bounded and free of control characters, markup kept as text", () => {
    expect(cleanValue(` <b>x</b>\u0000\u0007\u202e ${"y".repeat(200)}`)).toBe(`<b>x</b> ${"y".repeat(91)}`);
    expect(userAgentOf("x".repeat(10_000))).toHaveLength(512);
  });

  it("tells bots from browsers, and phones from tablets and computers", () => {
    expect(browserOf("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)").bot).toBe(
      true,
    );
    expect(browserOf("").bot).toBe(true);
    const phone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
    expect(browserOf(phone)).toEqual({ bot: false, device: "mobile" });
    expect(
      browserOf("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1").device,
    ).toBe("tablet");
    expect(
      browserOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36")
        .device,
    ).toBe("desktop");
  });
});
