import type { Root } from "hast";
import type { Article } from "~/content/insights";

/** Where an article written in the back office stands. */
export const articleStatuses = ["draft", "scheduled", "published", "unpublished"] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

/** An article written in the back office, as its page, the listing and the feed show it. */
export type WrittenArticle = Article & {
  /** Its text, read from Markdown once when it changed (server/articles/markdown.ts). */
  tree: Root;
  /** When it first went live, and when it last changed (UTC, ISO). */
  publishedAt: string;
  updatedAt: string;
};

/**
 * The back office's articles as every instance holds them in memory, read again when they change
 * (server/articles/live-source.ts): the pages' loaders read this, never the database.
 */
export type ArticleCatalogue = {
  /** Live, newest first. */
  readonly published: readonly WrittenArticle[];
  /** The addresses of articles taken down: they answer 410. */
  readonly withdrawn: ReadonlySet<string>;
};

/** A written article's reading time, as the MDX articles state theirs: about 200 words a minute. */
export function readTime(markdown: string): string {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.ceil(words / 200))} min read`;
}
