import type { Kysely } from "kysely";

/**
 * Articles written in the back office (issue 34; docs/decisions/042), beside the MDX files. The
 * slug is null until the article is published or scheduled, then never changes (unique: two
 * articles never share an address); the preview token is the private link's secret, replaced at
 * each publication so that the links given before end. Markdown is kept as written, and beside it
 * the tree it was read into when saved (JSON): instances draw the page from that, never parsing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("articles")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("slug", "varchar(120)", (c) => c.unique())
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("summary", "varchar(400)", (c) => c.notNull())
    .addColumn("category", "varchar(40)", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("body_tree", "text", (c) => c.notNull())
    .addColumn("status", "varchar(16)", (c) => c.notNull())
    .addColumn("publish_at", "varchar(32)")
    .addColumn("first_published_at", "varchar(32)")
    .addColumn("preview_token", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("created_by", "varchar(254)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_by", "varchar(254)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("articles_due_idx").on("articles").columns(["status", "publish_at"]).execute();
}
