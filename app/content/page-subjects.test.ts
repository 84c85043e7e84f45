import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readArticle } from "../../scripts/lib/articles";
import { about } from "./about";
import { areasWeServe } from "./areas-we-serve";
import { home } from "./home";
import { insightsPage } from "./insights-page";
import { findLocationPage } from "./locations";
import { privacyPolicy } from "./privacy";
import { findServicePage } from "./services";
import { services } from "./services/catalogue";

/**
 * Each page's h1 names its subject (search engines and screen readers take the h1 as what a page
 * is about), read from the built pages, so it checks what visitors get. The subject comes from
 * the page's source: the catalogue's name of a service, a local page's town, an article's title,
 * or the subject a page's content states.
 */
const clientDir = "build/client";
const sitemapFile = join(clientDir, "sitemap.xml");
if (!existsSync(sitemapFile)) throw new Error("run `npm run build` first: this test reads the built pages");

const statedSubjects: Record<string, string> = {
  "/": home.subject,
  "/about": about.subject,
  "/insights": insightsPage.subject,
  "/areas-we-serve": areasWeServe.subject,
  "/privacy-policy": privacyPolicy.subject,
};

function subjectOf(path: string): string | undefined {
  const servicePage = findServicePage(path);
  if (servicePage) return services[servicePage.service].name;
  const locationPage = findLocationPage(path);
  if (locationPage) return locationPage.town;
  const articleSlug = path.match(/^\/insights\/([a-z0-9-]+)$/)?.[1];
  if (articleSlug) return readArticle(articleSlug).title;
  return statedSubjects[path];
}

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
// Not indexed, but a page of the site's own with a subject of its own.
const pages = [...indexable, "/privacy-policy"];

describe("each page's h1 names its subject", () => {
  it("covers every indexable page of the sitemap", () => {
    expect(indexable.length).toBeGreaterThanOrEqual(43);
  });

  it.each(pages)("%s", (path) => {
    const subject = subjectOf(path);
    expect(subject, `no subject is stated for ${path}`).toBeDefined();
    const html = readFileSync(join(clientDir, path, "index.html"), "utf8");
    const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1]!));
    expect(h1s, `${path} has one h1`).toHaveLength(1);
    expect(h1s[0]).toContain(subject);
  });
});
