import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toUkClock } from "../../app/shared/uk-clock-input";
import { type DB, openDatabase } from "../../server/db";
import { confirmedSession } from "../support/accounts";
import { type App, startApp } from "../support/app-server";
import { confirmedSubscriber, pressArticle } from "../support/articles";
import { freshPostgresDatabase, withoutPostgres } from "../support/databases";
import { readableMail, startSmtpSink, waitFor } from "../support/smtp-sink";

const OWNER = "owner@example.co.uk";
const READER = "reader@example.co.uk";

describe.skipIf(withoutPostgres)("articles on two instances sharing PostgreSQL", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let first: App;
  let second: App;
  let db: DB;
  let owner: string;
  const status = async (app: App, path: string) => (await fetch(`${app.base}${path}`)).status;
  const noticesOf = (slug: string) => sink.messages.filter((mail) => readableMail(mail.raw).includes(slug));

  beforeAll(async () => {
    sink = await startSmtpSink();
    const url = await freshPostgresDatabase();
    const env = {
      DATABASE_URL: url,
      SMTP_URL: sink.url,
      TRUST_PROXY: "1",
      ADMIN_EMAILS: OWNER,
      CONTENT_POLL_SECONDS: "0.25",
    };
    first = await startApp(env);
    second = await startApp(env);
    db = openDatabase(url);
    owner = await confirmedSession(first, sink, OWNER);
    await confirmedSubscriber(db, READER);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await sink?.close();
    await db?.destroy();
  });

  it("an article published on one is served from memory by the other within its poll", async () => {
    const pressed = performance.now();
    const answer = await pressArticle(first, owner, { title: "Patch Tuesday, explained", step: "publish" });
    const answered = Math.round(performance.now() - pressed);
    expect(answer.location).toContain("?done=published");
    expect(await status(first, "/insights/patch-tuesday-explained")).toBe(200);
    await waitFor(async () => (await status(second, "/insights/patch-tuesday-explained")) === 200);
    const servedAfter = Math.round(performance.now() - pressed);
    console.log(
      `Publish answered in ${answered} ms; served on the second instance ${servedAfter} ms after the press (poll 250 ms)`,
    );
    const page = await fetch(`${second.base}/insights/patch-tuesday-explained`);
    expect(page.headers.get("etag")).toBeTruthy(); // from memory, like a built page
    expect(await (await fetch(`${second.base}/insights`)).text()).toContain("Patch Tuesday, explained");
    await waitFor(() => noticesOf("patch-tuesday-explained").length > 0);
  });

  it("a scheduled article goes live once when its time comes, both serve it, the subscriber told once", async () => {
    const inAWhile = toUkClock(Date.now() + 3 * 60 * 60_000);
    const scheduled = await pressArticle(first, owner, {
      title: "Phishing drills that teach",
      step: "publish",
      publishAt: inAWhile,
    });
    expect(scheduled.location).toContain("?done=scheduled");
    expect(await status(second, "/insights/phishing-drills-that-teach")).toBe(404);
    // Its time comes: both instances' jobs find it due at once.
    await db
      .updateTable("articles")
      .set({ publish_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", scheduled.id)
      .execute();
    for (const app of [first, second])
      await waitFor(async () => (await status(app, "/insights/phishing-drills-that-teach")) === 200);
    await waitFor(() => noticesOf("phishing-drills-that-teach").length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // both jobs have come round again
    expect(noticesOf("phishing-drills-that-teach").map((mail) => mail.to)).toEqual([[READER]]);
    const went = await db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "article.published")
      .where("target", "=", `article:${scheduled.id}`)
      .execute();
    expect(went).toEqual([{ detail: "at the time chosen" }]);
  });
});
