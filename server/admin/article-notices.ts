import type { Transaction } from "kysely";
import { now } from "../clock";
import type { DB } from "../db";
import type { Database, NewOutboxMessage } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { subscriptionMails } from "../mail/subscription-mails";
import { audit } from "./audit";

export type NoticeArticle = { slug: string; title: string; excerpt: string };

/** The notice as a subscriber would receive it (for the preview: no real address or token). */
export function previewArticleNotice(article: NoticeArticle, siteUrl: string): NewOutboxMessage {
  return subscriptionMails.articleNotice("subscriber@example.com", "preview", siteUrl, article);
}

/** Which articles have been announced, when, by whom and to how many; and how many would get one now. */
export async function articleNoticeState(db: DB) {
  const [sent, subscribers] = await Promise.all([
    db.selectFrom("article_notices").selectAll().execute(),
    db
      .selectFrom("subscriptions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "confirmed")
      .executeTakeFirstOrThrow(),
  ]);
  return { sent: new Map(sent.map((row) => [row.slug, row])), subscribers: Number(subscribers.n) };
}

/**
 * Queues the article's notice for every confirmed subscriber, in the caller's transaction, once per
 * article: the notice's row (keyed by slug) and the mails are written together, so a second press
 * or publication, from any instance, queues nothing. Resolves to the number queued, or undefined
 * when it was sent before. With nobody confirmed it queues nothing and, unless `evenToNobody` (a
 * publication: the article has had its announcement), spends nothing.
 */
export async function queueArticleNotice(
  trx: Transaction<Database>,
  actor: string,
  article: NoticeArticle,
  siteUrl: string,
  { evenToNobody = false } = {},
): Promise<number | undefined> {
  const sentBefore = await trx
    .selectFrom("article_notices")
    .select("slug")
    .where("slug", "=", article.slug)
    .executeTakeFirst();
  if (sentBefore) return undefined;
  const subscribers = await trx
    .selectFrom("subscriptions")
    .select(["email", "token"])
    .where("status", "=", "confirmed")
    .execute();
  if (subscribers.length === 0 && !evenToNobody) return 0;
  // A press on another instance may have claimed the article since: then this one queues nothing.
  const claimed = await trx
    .insertInto("article_notices")
    .values({ slug: article.slug, sent_at: now(), sent_by: actor, recipients: subscribers.length })
    .onConflict((conflict) => conflict.column("slug").doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return undefined;
  if (subscribers.length > 0)
    await enqueueMail(
      trx,
      subscribers.map((s) => subscriptionMails.articleNotice(s.email, s.token, siteUrl, article)),
    );
  return subscribers.length;
}

/** The back office's button (and `npm run notify`): the notice of an article, once. */
export async function sendArticleNotice(
  db: DB,
  actor: string,
  article: NoticeArticle,
  siteUrl: string,
): Promise<number | undefined> {
  const queued = await db.transaction().execute((trx) => queueArticleNotice(trx, actor, article, siteUrl));
  if (queued) await auditNotice(db, actor, article, queued);
  return queued;
}

/** The audit log's line for a notice queued. */
export function auditNotice(
  db: DB | Transaction<Database>,
  actor: string,
  article: NoticeArticle,
  count: number,
) {
  return audit(db, {
    actor,
    action: "article.notice",
    target: `article:${article.slug}`,
    detail: `${count} subscribers`,
  });
}
