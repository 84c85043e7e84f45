/** One address of the sitemap, and the day it last changed (YYYY-MM-DD). */
export type SitemapEntry = { url: string; lastmod: string };

const line = ({ url, lastmod }: SitemapEntry) =>
  `  <url><loc>${url}</loc><lastmod>${lastmod}</lastmod></url>`;

/** The sitemap (sitemaps.org 0.9) of these addresses, shortest first. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const sorted = [...entries].sort((a, b) => a.url.length - b.url.length || a.url.localeCompare(b.url));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sorted.map(line),
    "</urlset>",
    "",
  ].join("\n");
}

/** The build's sitemap (scripts/postbuild.ts) with the addresses made at run time added. */
export function sitemapWith(built: string, added: readonly SitemapEntry[]): string {
  const entries = [...built.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map(
    ([, url, lastmod]) => ({ url: url!, lastmod: lastmod! }),
  );
  return sitemapXml([...entries, ...added]);
}
