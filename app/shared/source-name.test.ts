import { describe, expect, it } from "vitest";
import { sourceName } from "./source-name";

describe("a lead's source in the owner's words", () => {
  it.each([
    [{ referrer: "https://www.google.com/", utmSource: null }, "Google search"],
    [{ referrer: "https://www.google.co.uk/search", utmSource: null }, "Google search"],
    [{ referrer: "https://www.linkedin.com/feed/", utmSource: null }, "LinkedIn"],
    [{ referrer: "https://lnkd.in/abc", utmSource: null }, "LinkedIn"],
    [{ referrer: "https://duckduckgo.com/", utmSource: null }, "DuckDuckGo"],
    [{ referrer: null, utmSource: null }, "Direct"],
    [{ referrer: "not a url", utmSource: null }, "Direct"],
    [{ referrer: "https://www.cornwallchamber.co.uk/members", utmSource: null }, "cornwallchamber.co.uk"],
    [{ referrer: "https://www.google.com/", utmSource: "newsletter" }, "Email newsletter"],
    [{ referrer: null, utmSource: "LinkedIn" }, "LinkedIn"],
    [{ referrer: null, utmSource: "linkedin.com" }, "LinkedIn"],
    [{ referrer: null, utmSource: "Chamber-Bulletin" }, "Chamber-Bulletin"],
  ])("%j is %j", (columns, name) => {
    expect(sourceName(columns)).toBe(name);
  });

  it("is never a raw lookalike of a known host", () => {
    expect(sourceName({ referrer: "https://notgoogle.com/", utmSource: null })).toBe("notgoogle.com");
    expect(sourceName({ referrer: "https://google.com.evil.example/", utmSource: null })).toBe(
      "google.com.evil.example",
    );
  });
});
