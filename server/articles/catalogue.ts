import type { Root } from "hast";
import type { ArticleCatalogue, WrittenArticle } from "../../app/lib/article-catalogue";
import { readTime } from "../../app/lib/article-catalogue";
import { readMarkdown } from "../../app/lib/markdown.server";
import { toUkClock } from "../../app/lib/uk-clock";
import type { DB } from "../db";
import type { ArticleTable } from "../db/schema";
import type { Logger } from "../logger";

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

const empty: Root = { type: "root", children: [] };

/**
 * Reads the back office's articles as the pages need them: the live ones, newest first, and the
 * addresses of those taken down (or taken down and waiting for a new time: their address keeps
 * answering 410). Each text is read from Markdown once per version of the article (`trees`).
 */
export function catalogueReader(logger: Logger) {
  const trees = new Map<string, { updatedAt: string; tree: Root }>();
  const treeOf = (row: Row): Root => {
    const kept = trees.get(row.id);
    if (kept?.updatedAt === row.updated_at) return kept.tree;
    const reading = readMarkdown(row.body);
    // Checked when it was saved: a text that no longer reads (a change of rules) shows empty, and says so.
    if (!reading.ok) logger.error({ article: row.id, problem: reading.problem }, "article text unreadable");
    const tree = reading.ok ? reading.tree : empty;
    trees.set(row.id, { updatedAt: row.updated_at, tree });
    return tree;
  };

  return async function readCatalogue(db: DB): Promise<ArticleCatalogue> {
    const rows = await db
      .selectFrom("articles")
      .select([
        "id",
        "slug",
        "title",
        "summary",
        "category",
        "body",
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
      published: published.map((row) => writtenArticle(row, treeOf(row))),
      withdrawn: new Set(
        rows.filter((row) => row.status !== "published" && row.slug).map((row) => row.slug!),
      ),
    };
  };
}
