import { articlePath } from "~/content/insights";
import { listedArticles } from "~/content/insights.server";
import { insightsFeed } from "~/content/insights-page";
import { absoluteUrl } from "~/lib/seo";
import type { Route } from "./+types/insights-rss";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

/** RSS 2.0 feed of the insights articles: the files and those published from the back office. */
export function loader({ context }: Route.LoaderArgs) {
  const items = listedArticles(context.articles).map((article) => {
    const published = "publishedAt" in article ? String(article.publishedAt) : `${article.date}T09:00:00Z`;
    const url = absoluteUrl(articlePath(article.slug));
    return [
      "    <item>",
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${new Date(published).toUTCString()}</pubDate>`,
      `      <category>${escapeXml(article.category)}</category>`,
      `      <description>${escapeXml(article.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(insightsFeed.title)}</title>`,
    `    <link>${absoluteUrl("/insights")}</link>`,
    "    <description>Practical technology insights for small and medium businesses.</description>",
    "    <language>en-gb</language>",
    `    <atom:link href="${absoluteUrl(insightsFeed.path)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
