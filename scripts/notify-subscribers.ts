/**
 * npm run notify -- <article-slug>
 * Queues a notice of the article for every confirmed subscriber in the outbox, then sends the
 * outbox until it is empty (a running server would send it too), through the server's own wiring.
 */
import { existsSync } from "node:fs";
import { loadConfig } from "../server/config";
import { migrate, openDatabase } from "../server/db";
import { createLogger } from "../server/logger";
import { startMailer } from "../server/mail/mailer";
import { enqueueMail } from "../server/mail/outbox";
import { subscriptionMails } from "../server/mail/subscription-mails";
import { readArticle } from "./lib/articles";

const slug = process.argv[2];
if (!slug || !/^[a-z0-9-]+$/.test(slug) || !existsSync(`app/content/insights/${slug}.mdx`)) {
  console.error("Usage: npm run notify -- <article-slug> (a file name in app/content/insights/)");
  process.exit(2);
}
const article = readArticle(slug);

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const db = openDatabase(config.DATABASE_URL);
await migrate(db);
const subscribers = await db
  .selectFrom("subscriptions")
  .select(["email", "token"])
  .where("status", "=", "confirmed")
  .execute();
await db.transaction().execute((trx) =>
  enqueueMail(
    trx,
    subscribers.map((s) => subscriptionMails.articleNotice(s.email, s.token, config.SITE_URL, article)),
  ),
);
console.log(`Queued "${article.title}" for ${subscribers.length} confirmed subscriber(s).`);

const mailer = startMailer(config, db, logger);
for (let waited = 0; waited < 60_000; waited += 500) {
  const pending = await db
    .selectFrom("mail_outbox")
    .select("id")
    .where("status", "=", "pending")
    .where("attempts", "=", 0)
    .execute();
  if (pending.length === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
await mailer.stop();
await db.destroy();
logger.flush();
