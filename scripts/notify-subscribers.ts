/**
 * npm run notify -- <article-slug>
 * Queues a notice of the article for every confirmed subscriber in the outbox (once per article),
 * then sends the
 * outbox until it is empty (a running server would send it too), through the server's own wiring.
 */
import { existsSync } from "node:fs";
import { setCurrentFacts } from "../app/content/company";
import { sendArticleNotice } from "../server/admin/article-notices";
import { loadConfig } from "../server/config";
import { migrate, openDatabase } from "../server/db";
import { readFirmFacts } from "../server/firm-facts/store";
import { createLogger } from "../server/logger";
import { startMailer } from "../server/mail/mailer";
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
// The firm's facts as the back office last saved them: the notice's frame and its From show them.
setCurrentFacts(await readFirmFacts(db));
// Once per article, whoever sends it (this script or the back office's button).
const queued = await sendArticleNotice(db, "npm run notify", { ...article, slug }, config.SITE_URL);
if (queued === undefined) {
  console.log(`"${article.title}" was announced before: nothing queued.`);
} else if (queued === 0) {
  console.log(`No confirmed subscribers yet: nothing queued; "${article.title}" can be announced later.`);
} else {
  console.log(`Queued "${article.title}" for ${queued} confirmed subscriber(s).`);
}

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
