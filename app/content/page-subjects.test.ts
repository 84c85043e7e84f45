import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pageSubject } from "../../scripts/lib/page-subjects";
import { isRenderedIndexable } from "../../scripts/lib/rendered-pages";

/**
 * Each page's h1 names its subject (search engines and screen readers take the h1 as what a page
 * is about), read from the built pages, so it checks what visitors get. The subject comes from
 * the page's source (scripts/lib/page-subjects.ts).
 */
const clientDir = "build/client";
const sitemapFile = join(clientDir, "sitemap.xml");
if (!existsSync(sitemapFile)) throw new Error("run `npm run build` first: this test reads the built pages");

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };
/** The text of a piece of React-rendered HTML, as a reader hears it. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name]!)
    .replace(/\s+/g, " ")
    .trim();
}

const sitemap = readFileSync(sitemapFile, "utf8");
const indexable = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
// Not indexed, but a page of the site's own with a subject of its own. A page rendered for each
// request has no built file: its h1 is read in the browser (tests/e2e/booking.spec.ts).
const pages = [...indexable.filter((path) => !isRenderedIndexable(path)), "/privacy-policy"];

describe("each page's h1 names its subject", () => {
  it("covers every indexable page of the sitemap", () => {
    expect(indexable.length).toBeGreaterThanOrEqual(43);
  });

  it.each(pages)("%s", (path) => {
    const subject = pageSubject(path)?.subject;
    expect(subject, `no subject is stated for ${path}`).toBeDefined();
    const html = readFileSync(join(clientDir, path, "index.html"), "utf8");
    const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1]!));
    expect(h1s, `${path} has one h1`).toHaveLength(1);
    expect(h1s[0]).toContain(subject);
  });
});
