import { company } from "~/content/company";
import { articlePath } from "~/content/insights";
import { articles } from "~/content/insights.server";
import { absoluteUrl } from "~/lib/seo";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

/** RSS 2.0 feed of the insights articles. */
export function loader() {
  const items = articles.map((article) => {
    const url = absoluteUrl(articlePath(article.slug));
    return [
      "    <item>",
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${new Date(`${article.date}T09:00:00Z`).toUTCString()}</pubDate>`,
      `      <category>${escapeXml(article.category)}</category>`,
      `      <description>${escapeXml(article.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(`${company.name} Insights`)}</title>`,
    `    <link>${absoluteUrl("/insights")}</link>`,
    "    <description>Practical technology insights for small and medium businesses.</description>",
    "    <language>en-gb</language>",
    `    <atom:link href="${absoluteUrl("/insights/rss.xml")}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
