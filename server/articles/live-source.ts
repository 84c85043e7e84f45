import { createHash } from "node:crypto";
import type { ArticleCatalogue } from "~/shared/article-catalogue";
import { articleSubject, socialImagePath } from "~/shared/social-image";
import { ARTICLES_PER_PAGE, articlePath } from "../../app/content/insights";
import type { LivePage, LiveSource } from "../live-pages/live-pages";
import { sitemapWith } from "../live-pages/sitemap";
import { drawSocialCard } from "../live-pages/social-card";
import { readCatalogue } from "./catalogue";

/** The `content_versions` row of the articles written in the back office. */
export const ARTICLES_CONTENT = "articles";

const keyOf = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("base64url");

/**
 * The articles written in the back office as a live source (docs/decisions/042): what they make is
 * the listing and its pages, the feed and the sitemap (made of every live article's card), each
 * live article's page (made of the whole article) and social image (made of its title and
 * category), and a 410 page where one was taken down.
 */
export function articlesSource(options: {
  siteUrl: string;
  /** How many articles the build prerendered from their files (the listing counts them too). */
  fileArticles: number;
}): LiveSource<ArticleCatalogue> {
  const host = new URL(options.siteUrl).host;
  return {
    name: ARTICLES_CONTENT,
    load: readCatalogue,
    context: (catalogue) => ({ articles: catalogue }),
    pages(catalogue, built) {
      const cards = catalogue.published.map(({ tree, updatedAt, ...card }) => card);
      const listing = keyOf(cards);
      const listingPages = Math.ceil((options.fileArticles + cards.length) / ARTICLES_PER_PAGE);
      const pages: LivePage[] = catalogue.published.map((article) => ({
        path: articlePath(article.slug),
        key: keyOf([article.slug, article.updatedAt, article.publishedAt]),
      }));
      pages.push(
        { path: "/insights", key: listing },
        ...Array.from({ length: listingPages - 1 }, (_, index) => ({
          path: `/insights?articles=${index + 2}`,
          key: listing,
        })),
        { path: "/insights/rss.xml", key: listing },
        {
          path: "/sitemap.xml",
          key: keyOf(catalogue.published.map((article) => [article.slug, article.updatedAt])),
          draw: async () => {
            const sitemap = built("/sitemap.xml")?.identity.body.toString("utf8") ?? "";
            const added = catalogue.published.map((article) => ({
              url: new URL(articlePath(article.slug), options.siteUrl).href,
              lastmod: article.updatedAt.slice(0, 10),
            }));
            return { body: Buffer.from(sitemapWith(sitemap, added)), type: "application/xml; charset=utf-8" };
          },
        },
      );
      for (const article of catalogue.published) {
        const subject = articleSubject(article);
        pages.push({
          path: socialImagePath(articlePath(article.slug)),
          key: keyOf(subject),
          background: true,
          draw: async () => {
            const logo = built("/favicon.svg")?.identity.body ?? Buffer.from("");
            return { body: await drawSocialCard(subject, host, logo), type: "image/png" };
          },
        });
      }
      for (const slug of catalogue.withdrawn) pages.push({ path: articlePath(slug), key: "withdrawn" });
      return pages;
    },
  };
}
