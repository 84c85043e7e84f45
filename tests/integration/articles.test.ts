import { afterAll, beforeAll, expect, it } from "vitest";
import { type DB, openDatabase } from "../../server/db";
import { confirmedSession } from "../support/accounts";
import { appWithMailbox } from "../support/app-server";
import { confirmedSubscriber, pressArticle, previewPath } from "../support/articles";
import { describeEachDatabase } from "../support/databases";
import { readableMail, waitFor } from "../support/smtp-sink";

const OWNER = "owner@example.co.uk";
const READER = "reader@example.co.uk";
const SLUG = "backups-that-actually-restore";

describeEachDatabase("an article written in the back office on $name", (database) => {
  const running = appWithMailbox(database.url, { ADMIN_EMAILS: OWNER, CONTENT_POLL_SECONDS: "0.2" });
  let db: DB;
  let owner: string;
  let id: string;
  const get = (path: string, cookie = "") =>
    fetch(`${running.app.base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  const text = async (path: string, cookie = "") => (await get(path, cookie)).text();
  const notices = () => running.sink.messages.filter((mail) => readableMail(mail.raw).includes(SLUG));

  beforeAll(async () => {
    db = openDatabase(running.databaseUrl);
    owner = await confirmedSession(running.app, running.sink, OWNER);
    await confirmedSubscriber(db, READER);
  });
  afterAll(() => db?.destroy());

  it("is written and saved as a draft, with a private preview link that works signed out", async () => {
    const list = await text("/admin/articles", owner);
    expect(list).toMatch(/<a [^>]*href="\/admin\/articles\/new"[^>]*>New article<\/a>/);
    // The files' intro says once that each can be announced once, then how many would be told.
    expect(list).toContain("Confirmed subscribers: 1.");
    expect(list).not.toContain("Each article can be announced once");
    const saved = await pressArticle(running.app, owner, { step: "save" });
    expect(saved.location).toMatch(/\/admin\/articles\/[0-9a-f-]{36}\?done=saved$/);
    id = saved.id;
    const preview = await previewPath(running.app, owner, id);
    const page = await get(preview);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain("<h2>Try a restore</h2>");
    expect(html).toContain("Private preview");
    // Not yet live: no address, nowhere listed.
    expect((await get(`/insights/${SLUG}`)).status).toBe(404);
    expect(await text("/insights")).not.toContain("Backups that actually restore");
    expect(await text("/admin/articles", owner)).toContain("Backups that actually restore");
  });

  it("is published: on every list, its own page and image from memory, the subscriber told once, the preview ended", async () => {
    const preview = await previewPath(running.app, owner, id);
    const published = await pressArticle(running.app, owner, { id, step: "publish" }, id);
    expect(published.location).toBe(`/admin/articles/${id}?done=published`);
    const page = await get(`/insights/${SLUG}`);
    expect(page.status).toBe(200);
    // Served like a built page: from memory, with its validator and a policy by hash (no nonce).
    expect(page.headers.get("etag")).toBeTruthy();
    expect(page.headers.get("content-security-policy")).toMatch(/'sha256-/);
    expect(page.headers.get("content-security-policy")).toContain("img-src 'self' data: https:");
    const html = await page.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Backups that actually restore");
    expect(html).toMatch(/<blockquote>\s*<p>A backup you have not restored is a hope\.<\/p>/);
    expect(html).toContain(`<link rel="alternate" type="application/rss+xml" href="/insights/rss.xml"`);
    const listing = await text("/insights");
    expect(listing).toMatch(
      new RegExp(`<a href="/insights/${SLUG}"[^>]*>[\\s\\S]*?Backups that actually restore`),
    );
    expect(listing).toContain("Showing 1-6 of 10 articles");
    expect(await text("/insights?articles=2")).toContain("Showing 7-10 of 10 articles");
    expect(await text("/insights/rss.xml")).toContain(`/insights/${SLUG}</link>`);
    expect(await text("/sitemap.xml")).toContain(`/insights/${SLUG}</loc>`);
    // Drawn after the pages, in the background.
    const image = await waitFor(async () => {
      const answer = await get(`/social/insights/${SLUG}.png`);
      return answer.status === 200 && answer;
    });
    expect(image.headers.get("content-type")).toBe("image/png");
    expect((await get(preview)).status).toBe(410);

    const [notice] = await waitFor(() => notices().length > 0 && notices());
    expect(notice!.to).toEqual([READER]);
    expect(readableMail(notice!.raw)).toContain("Backups that actually restore");
  });

  it("is edited at the same address, and tells nobody again", async () => {
    const edited = await pressArticle(
      running.app,
      owner,
      { id, step: "save", title: "Backups that restore, tested", text: "## Edited\n\nNew words." },
      id,
    );
    expect(edited.location).toBe(`/admin/articles/${id}?done=saved`);
    const html = await text(`/insights/${SLUG}`);
    expect(html).toContain("Backups that restore, tested");
    expect(html).toContain("<h2>Edited</h2>");
    expect(await text("/insights")).toContain("Backups that restore, tested");
    await new Promise((resolve) => setTimeout(resolve, 500)); // the mail worker has had its chance
    expect(notices()).toHaveLength(1);
  });

  it("is unpublished: 410 at its address, off the listing, the feed and the sitemap; published again, nobody told", async () => {
    const gone = await pressArticle(
      running.app,
      owner,
      { id, step: "unpublish", title: "Backups that restore, tested" },
      id,
    );
    expect(gone.location).toBe(`/admin/articles/${id}?done=unpublished`);
    const page = await get(`/insights/${SLUG}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("This article has been withdrawn");
    expect(await text("/insights")).not.toContain(SLUG);
    expect(await text("/insights")).toContain("Showing 1-6 of 9 articles");
    expect(await text("/insights/rss.xml")).not.toContain(SLUG);
    expect(await text("/sitemap.xml")).not.toContain(SLUG);
    expect((await get(`/social/insights/${SLUG}.png`)).status).toBe(404);

    await pressArticle(
      running.app,
      owner,
      { id, step: "publish", title: "Backups that restore, tested" },
      id,
    );
    expect((await get(`/insights/${SLUG}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(notices()).toHaveLength(1);
    const actions = await db
      .selectFrom("audit_log")
      .select("action")
      .where("target", "like", "article:%")
      .execute();
    expect(actions.map((row) => row.action).sort()).toEqual(
      [
        "article.saved",
        "article.notice",
        "article.published",
        "article.saved",
        "article.unpublished",
        "article.published",
      ].sort(),
    );
  });

  it("the form is an admin's only: a signed-in visitor who is not one gets 404, and nothing is written", async () => {
    const visitor = await confirmedSession(running.app, running.sink, "visitor@example.co.uk", "198.18.9.7");
    const before = await db.selectFrom("articles").select("id").execute();
    expect(
      (await pressArticle(running.app, visitor, { step: "publish", title: "A visitor's own article" }))
        .status,
    ).toBe(404);
    expect(
      (await pressArticle(running.app, "", { step: "publish", title: "A stranger's own article" })).status,
    ).toBe(404);
    expect(await db.selectFrom("articles").select("id").execute()).toEqual(before);
  });
});
