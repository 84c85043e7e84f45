import type { Root } from "hast";
import type { ArticleCatalogue, WrittenArticle } from "~/shared/article-catalogue";
import { readTime } from "~/shared/article-catalogue";
import { toUkClock } from "~/shared/uk-clock-input";
import type { DB } from "../db";
import type { ArticleTable } from "../db/schema";

/** Shown after the MDX files of the same day, and never featured: the files keep their editorial order. */
const WRITTEN_ORDER = 1000;

type Row = Pick<
  ArticleTable,
  "id" | "slug" | "title" | "summary" | "category" | "body" | "first_published_at" | "updated_at"
>;

/** An article as its page, the listing and the feed show it; `tree` is its text, read once. */
export function writtenArticle(row: Row, tree: Root): WrittenArticle {
  const publishedAt = row.first_published_at ?? row.updated_at;
  return {
    slug: row.slug ?? "",
    title: row.title,
    excerpt: row.summary,
    category: row.category,
    readTime: readTime(row.body),
    date: toUkClock(publishedAt).slice(0, 10),
    featured: false,
    order: WRITTEN_ORDER,
    tree,
    publishedAt,
    updatedAt: row.updated_at,
  };
}

/** The tree an article's text was read into when it was saved: no instance parses Markdown. */
export const storedTree = (row: Pick<ArticleTable, "body_tree">): Root => JSON.parse(row.body_tree) as Root;

/**
 * The back office's articles as the pages need them: the live ones, newest first, and the
 * addresses of those taken down (or taken down and waiting for a new time: their address keeps
 * answering 410).
 */
export async function readCatalogue(db: DB): Promise<ArticleCatalogue> {
  const rows = await db
    .selectFrom("articles")
    .select([
      "id",
      "slug",
      "title",
      "summary",
      "category",
      "body",
      "body_tree",
      "status",
      "first_published_at",
      "updated_at",
    ])
    .where((eb) =>
      eb.or([
        eb("status", "in", ["published", "unpublished"]),
        eb.and([eb("status", "=", "scheduled"), eb("first_published_at", "is not", null)]),
      ]),
    )
    .orderBy("first_published_at", "desc")
    .execute();
  const published = rows.filter((row) => row.status === "published" && row.slug);
  return {
    published: published.map((row) => writtenArticle(row, storedTree(row))),
    withdrawn: new Set(rows.filter((row) => row.status !== "published" && row.slug).map((row) => row.slug!)),
  };
}
