import { articlePath } from "../../app/content/insights";
import { createArticlePublishing } from "../../server/articles/publishing";
import { migrate, openDatabase } from "../../server/db";
import { createLogger } from "../../server/logger";

/** An article as an owner would write one: headings, a list, a quote, a table, links, an image by address. */
const sample = {
  id: "",
  title: "Three questions before you move to the cloud",
  summary:
    "A short test for a small firm weighing a move to the cloud: what it costs now, what must never stop, and who will own it afterwards.",
  category: "Cloud Migration",
  text: [
    "## What does it cost today?",
    "Add up the servers, the licences and the hours spent keeping them alive. Most firms find the hours are the biggest line.",
    "- Hardware and its replacement cycle\n- Licences and support contracts\n- The time your people spend on it",
    "## What must never stop?",
    "> Name the one system whose hour of downtime costs you a customer. Start the plan there.",
    "| System | Down for an hour costs |\n|---|---|\n| Bookings | A day's sales |\n| Email | An afternoon |",
    "## Who owns it afterwards?",
    "Somebody has to read the bill every month. Our [hosting and system administration](/hosting-sysadmin) page says how we do it, and the [NCSC's cloud guidance](https://www.ncsc.gov.uk/collection/cloud) is the best free reading.",
  ].join("\n\n"),
  publishAt: "",
  step: "publish" as const,
};

/**
 * Publishes the sample article into the database at `databaseUrl` (migrated first), as the back
 * office would: the article a site measured with it (`npm run lighthouse -- --sample-article`)
 * serves from memory like any published one. Resolves to its address.
 */
export async function publishSampleArticle(databaseUrl: string): Promise<string> {
  const db = openDatabase(databaseUrl);
  try {
    await migrate(db);
    const desk = createArticlePublishing({
      db,
      siteUrl: "http://localhost",
      logger: createLogger("silent"),
      mailWorker: { poke() {} },
      changed: async () => {},
      built: () => false,
    });
    const owner = { id: "sample", name: "Owner", email: "owner@example.co.uk", emailVerified: true };
    const pressed = await desk.submit(sample, owner);
    if (!pressed.ok) throw new Error(`the sample article was refused: ${pressed.message}`);
    const row = await desk.find(pressed.id);
    return articlePath(row!.slug!);
  } finally {
    await db.destroy();
  }
}
