import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SOCIAL_IMAGE, socialImagePath } from "../../app/shared/social-image";
import { isRenderedIndexable } from "./rendered-pages";

/** Each indexable page of the build shares an image of its own (docs/decisions/025). */
const clientDir = "build/client";
const sitemapFile = join(clientDir, "sitemap.xml");
if (!existsSync(sitemapFile)) throw new Error("run `npm run build` first: this test reads the built pages");
const indexable = [...readFileSync(sitemapFile, "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]!).pathname,
);
const metaOf = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];

describe("social images", () => {
  // A page rendered for each request has no built file: its tags are read from the running site
  // (tests/integration/booking-form.test.ts).
  it.each(indexable.filter((path) => !isRenderedIndexable(path)))("%s names its own", (path) => {
    const html = readFileSync(join(clientDir, path, "index.html"), "utf8");
    const image = metaOf(html, "og:image");
    expect(image && new URL(image).pathname).toBe(socialImagePath(path));
    expect(metaOf(html, "twitter:image")).toBe(image);
  });

  it.each(indexable)("%s has its own, under 100 KB, 1200x630", (path) => {
    const file = join(clientDir, socialImagePath(path));
    expect(statSync(file).size).toBeLessThan(100 * 1024);
    const png = readFileSync(file);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SOCIAL_IMAGE.width, SOCIAL_IMAGE.height]);
  });

  it("differ from page to page", () => {
    const images = indexable.map((path) =>
      readFileSync(join(clientDir, socialImagePath(path))).toString("base64"),
    );
    expect(new Set(images).size).toBe(indexable.length);
  });
});
