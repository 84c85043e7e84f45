import { randomBytes, randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { articleForm } from "~/content/article-form";
import { articlePath } from "~/content/insights";
import { type ArticleSubmission, publishInstant } from "~/forms/article/article";
import { slugFromTitle } from "~/shared/slug";
import { auditNotice, queueArticleNotice } from "../admin/article-notices";
import { audit } from "../admin/audit";
import type { SessionUser } from "../auth/accounts";
import { now } from "../clock";
import { type DB, isUniqueViolation } from "../db";
import type { ArticleStatus, ArticleTable, Database } from "../db/schema";
import { raiseContentVersion } from "../live-pages/versions";
import type { Logger } from "../logger";
import { writtenArticle } from "./catalogue";
import { ARTICLES_CONTENT } from "./live-source";
import { readMarkdown } from "./markdown";

export type ArticleRow = ArticleTable;
/** What the owner's press did, as the article's page then says. */
export type ArticleOutcome = "saved" | "published" | "scheduled" | "unpublished";

const newToken = () => randomBytes(24).toString("base64url");
/** What a press did: the article it left, and how; or why it did nothing (a field's message). */
export type PressResult =
  | { ok: true; id: string; outcome: ArticleOutcome }
  | { ok: false; field?: "title" | "text" | "step"; message: string };

const refusal = (field: "title" | "text" | "step", message: string): PressResult => ({
  ok: false,
  field,
  message,
});
class SlugTaken extends Error {}

/** Where a press leaves an article: its status, time and address. */
function nextState(row: ArticleRow | undefined, value: ArticleSubmission) {
  const at = publishInstant(value.publishAt);
  const status = row?.status ?? "draft";
  const everLive = Boolean(row?.first_published_at);
  let next: ArticleStatus = status;
  if (value.step === "publish" && status !== "published") next = at ? "scheduled" : "published";
  if (value.step === "save" && status === "scheduled")
    next = at ? "scheduled" : everLive ? "unpublished" : "draft";
  if (value.step === "unpublish") next = "unpublished";
  // The address is made from the title when the article is first given a time or goes live, and
  // follows the title until it has been live once; a draft has none.
  const slug = everLive ? row!.slug : next === "draft" ? null : slugFromTitle(value.title);
  return { status: next, publishAt: next === "scheduled" ? at : null, slug };
}

const outcomeOf = (before: ArticleStatus | undefined, after: ArticleStatus): ArticleOutcome =>
  after === before || after === "draft" ? "saved" : after === "scheduled" ? "scheduled" : after;

/**
 * Writing and publishing articles from the back office (DESIGN.md "Publishing an insight";
 * docs/decisions/042). Each press is one transaction: the article, its status, its notice to
 * subscribers the first time it goes live (once per article, ever), the articles' content version
 * (every instance renders again) and the audit log; then this instance renders at once.
 */
export function createArticlePublishing(deps: {
  db: DB;
  siteUrl: string;
  logger: Logger;
  mailWorker: { poke(): void };
  /** Renders the live pages again now (server/live-pages). */
  changed: () => Promise<void>;
  /** Whether the build serves a page at this address (an MDX file's article): its title is taken. */
  built: (path: string) => boolean;
}) {
  const { db } = deps;

  /** An article live for the first time: its date, and its one notice to the subscribers. */
  async function goLive(
    trx: Transaction<Database>,
    row: Pick<ArticleRow, "id" | "slug" | "title" | "summary" | "first_published_at">,
    actor: string,
    at: string,
  ) {
    if (row.first_published_at) return;
    const article = { slug: row.slug!, title: row.title, excerpt: row.summary };
    const queued = await queueArticleNotice(trx, actor, article, deps.siteUrl, { evenToNobody: true });
    if (queued) await auditNotice(trx, actor, article, queued);
    await trx.updateTable("articles").set({ first_published_at: at }).where("id", "=", row.id).execute();
  }

  async function afterChange() {
    deps.mailWorker.poke();
    await deps.changed().catch((error: unknown) => deps.logger.error({ err: error }, "live pages failed"));
  }

  async function find(id: string) {
    return db.selectFrom("articles").selectAll().where("id", "=", id).executeTakeFirst();
  }

  /** One press of the article form, checked by its schema: saved, published, scheduled or taken down. */
  async function submit(value: ArticleSubmission, actor: SessionUser): Promise<PressResult> {
    const row = value.id ? await find(value.id) : undefined;
    if (value.id && !row) return { ok: false, message: articleForm.gone };
    if (value.step === "unpublish" && row?.status !== "published")
      return refusal("step", articleForm.unknownStep);
    const reading = readMarkdown(value.text);
    if (!reading.ok) return refusal("text", articleForm.fields.text[reading.problem]);
    const next = nextState(row, value);
    if (next.slug && next.slug !== row?.slug && deps.built(articlePath(next.slug)))
      return refusal("title", articleForm.fields.title.taken(articlePath(next.slug)));
    const id = row?.id ?? randomUUID();
    const at = now();
    const live = next.status === "published";
    try {
      await db.transaction().execute(async (trx) => {
        const fields = {
          title: value.title,
          summary: value.summary,
          category: value.category,
          body: value.text,
          body_tree: JSON.stringify(reading.tree),
          status: next.status,
          publish_at: next.publishAt,
          slug: next.slug,
          updated_at: at,
          updated_by: actor.email,
          // A preview link ends when the article goes live: the next one is another.
          ...(live && row?.status !== "published" ? { preview_token: newToken() } : {}),
        };
        if (row) await trx.updateTable("articles").set(fields).where("id", "=", id).execute();
        else
          await trx
            .insertInto("articles")
            .values({ ...fields, id, preview_token: newToken(), created_at: at, created_by: actor.email })
            .execute();
        if (live) {
          const going = { ...fields, id, first_published_at: row?.first_published_at ?? null };
          await goLive(trx, going, actor.email, at);
        }
        if (live || row?.status === "published" || next.status === "unpublished")
          await raiseContentVersion(trx, ARTICLES_CONTENT);
        await audit(trx, {
          actor: actor.email,
          action: `article.${outcomeOf(row?.status, next.status)}`,
          target: `article:${id}`,
          detail: value.title,
        });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new SlugTaken(next.slug ?? "");
    }
    await afterChange();
    return { ok: true, id, outcome: outcomeOf(row?.status, next.status) };
  }

  return {
    find,
    /** Every article written here, the latest change first, for the back office's list. */
    list: () => db.selectFrom("articles").selectAll().orderBy("updated_at", "desc").execute(),

    async submit(value: ArticleSubmission, actor: SessionUser): Promise<PressResult> {
      try {
        return await submit(value, actor);
      } catch (error) {
        // Another article took the address between the check and the write (the key refused it).
        if (error instanceof SlugTaken)
          return refusal("title", articleForm.fields.title.taken(articlePath(error.message)));
        throw error;
      }
    },

    /** An article not yet live, by its preview link's secret, as its page would show it. */
    async preview(token: string) {
      if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined;
      const row = await db
        .selectFrom("articles")
        .selectAll()
        .where("preview_token", "=", token)
        .where("status", "!=", "published")
        .executeTakeFirst();
      if (!row) return undefined;
      const reading = readMarkdown(row.body);
      return writtenArticle(
        { ...row, slug: row.slug ?? "preview" },
        reading.ok ? reading.tree : { type: "root", children: [] },
      );
    },

    /**
     * Publishes every scheduled article whose time has come (the scheduled job, on one instance at a
     * time: server/jobs). Each is taken by a conditional update, so an article goes live once even
     * if two instances try; resolves to how many went live.
     */
    async publishDue(at = new Date()): Promise<number> {
      const due = await db
        .selectFrom("articles")
        .selectAll()
        .where("status", "=", "scheduled")
        .where("publish_at", "<=", at.toISOString())
        .execute();
      let published = 0;
      for (const row of due) {
        const went = await db.transaction().execute(async (trx) => {
          const taken = await trx
            .updateTable("articles")
            .set({ status: "published", publish_at: null, preview_token: newToken(), updated_at: now() })
            .where("id", "=", row.id)
            .where("status", "=", "scheduled")
            .executeTakeFirst();
          if (Number(taken.numUpdatedRows) === 0) return false;
          // Its date is the time chosen, not the moment the job came round.
          await goLive(trx, row, row.updated_by, row.publish_at ?? now());
          await raiseContentVersion(trx, ARTICLES_CONTENT);
          await audit(trx, {
            actor: row.updated_by,
            action: "article.published",
            target: `article:${row.id}`,
            detail: "at the time chosen",
          });
          return true;
        });
        if (went) published++;
      }
      if (published > 0) await afterChange();
      return published;
    },
  };
}

export type ArticlePublishing = ReturnType<typeof createArticlePublishing>;
