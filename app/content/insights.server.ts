import type { ArticleCatalogue, WrittenArticle } from "~/shared/article-catalogue";
import { type Article, parseArticle } from "./article-frontmatter";
import { articlePath } from "./insights";
import type { NavLink } from "./navigation";

// Read at build (prerender) and on the server only: the browser never loads this list.
const frontmatters = import.meta.glob<unknown>("./insights/*.mdx", { eager: true, import: "frontmatter" });

/** Every article, validated (a bad frontmatter fails the build), newest first. */
export const articles: readonly Article[] = Object.entries(frontmatters)
  .map(([file, frontmatter]) => parseArticle(file, frontmatter))
  .sort((a, b) => b.date.localeCompare(a.date) || a.order - b.order);

/** The listing features one article at most: the newest of those flagged `featured`. */
export const featuredSlug: string | undefined = articles.find((article) => article.featured)?.slug;

/**
 * The footer's article links (SPEC §2: seven), labelled for the footer, in the articles' editorial
 * order (frontmatter `order`) rather than the listing's newest first, so the footer stays put when
 * an article is published.
 */
export function footerArticleLinks(): NavLink[] {
  return [...articles]
    .sort((a, b) => a.order - b.order)
    .flatMap((article) =>
      article.footerLabel ? [{ label: article.footerLabel, to: articlePath(article.slug) }] : [],
    );
}

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

/**
 * The listing's articles: the files and those published from the back office, newest first (a day
 * written in a file is older than an article published on that day from the back office).
 */
export function listedArticles(catalogue?: ArticleCatalogue): readonly Article[] {
  if (!catalogue?.published.length) return articles;
  return [...catalogue.published, ...articles].sort(
    (a, b) =>
      b.date.localeCompare(a.date) ||
      Number("publishedAt" in b) - Number("publishedAt" in a) ||
      ("publishedAt" in a && "publishedAt" in b
        ? (b as WrittenArticle).publishedAt.localeCompare((a as WrittenArticle).publishedAt)
        : a.order - b.order),
  );
}
