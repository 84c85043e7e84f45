import type { Article } from "~/content/insights";
import { socialImagePath } from "~/shared/social-image";
import { absoluteUrl, SITE_URL } from "./seo";

/** An article's structured data: the Article itself, and where it sits in the site. */
export function articleJsonLd(
  article: Article & { publishedAt?: string; updatedAt?: string },
  path: string,
): Record<string, unknown>[] {
  return [
    {
      "@type": "Article",
      headline: article.title,
      description: article.excerpt,
      datePublished: article.publishedAt ?? article.date,
      ...(article.updatedAt ? { dateModified: article.updatedAt } : {}),
      articleSection: article.category,
      url: absoluteUrl(path),
      mainEntityOfPage: absoluteUrl(path),
      image: absoluteUrl(socialImagePath(path)),
      author: { "@id": `${SITE_URL}/#organization` },
      publisher: { "@id": `${SITE_URL}/#organization` },
      inLanguage: "en-GB",
    },
    {
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl("/") },
        { "@type": "ListItem", position: 2, name: "Insights", item: absoluteUrl("/insights") },
        { "@type": "ListItem", position: 3, name: article.title, item: absoluteUrl(path) },
      ],
    },
  ];
}
