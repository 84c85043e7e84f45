import { afterAll, beforeAll, expect, it } from "vitest";
import { articleForm, articleLimits } from "../../app/content/article-form";
import { type DB, openDatabase } from "../../server/db";
import { confirmedSession } from "../support/accounts";
import { appWithMailbox } from "../support/app-server";
import { pressArticle } from "../support/articles";
import { describeEachDatabase } from "../support/databases";

const OWNER = "owner@example.co.uk";
const { fields } = articleForm;
/** The page shows a message as HTML escapes it. */
const escaped = (message: string) =>
  message.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll(">", "&gt;").replaceAll("<", "&lt;");

describeEachDatabase("bad input to the article form on $name", (database) => {
  const running = appWithMailbox(database.url, { ADMIN_EMAILS: OWNER, CONTENT_POLL_SECONDS: "0.2" });
  let db: DB;
  let owner: string;
  const rows = () => db.selectFrom("articles").select(["title", "status"]).orderBy("created_at").execute();

  beforeAll(async () => {
    db = openDatabase(running.databaseUrl);
    owner = await confirmedSession(running.app, running.sink, OWNER);
  });
  afterAll(() => db?.destroy());

  it("is refused with the field's message, what was typed kept, nothing written or published", async () => {
    const deep = Array.from({ length: 40 }, (_, level) => `${"  ".repeat(level)}- level ${level}`).join("\n");
    const cases: [Record<string, string>, string][] = [
      // The address of an MDX file's article.
      [{ title: "AI SMEs, Cornwall", step: "publish" }, fields.title.taken("/insights/ai-smes-cornwall")],
      [{ text: "   \n  " }, fields.text.required],
      [{ text: "a".repeat(1024 * 1024) }, fields.text.tooLong],
      [{ text: deep, step: "publish" }, fields.text.tooDeep],
      [{ text: `${">".repeat(5000)} bomb` }, fields.text.tooDeep],
      [{ publishAt: "2020-01-01T09:00", step: "publish" }, fields.publishAt.past],
      [{ publishAt: "9999-12-31T09:00", step: "publish" }, fields.publishAt.tooFar],
      [{ publishAt: "2027-03-28T01:30", step: "publish" }, fields.publishAt.skipped],
      [{ publishAt: "2026-10-25T01:30", step: "publish" }, fields.publishAt.twice],
      [{ publishAt: "next Tuesday", step: "publish" }, fields.publishAt.unreadable],
      [{ category: "Gardening" }, fields.category.required],
      [{ title: "!!!!!!!!!!!!" }, fields.title.noAddress],
    ];
    for (const [input, message] of cases) {
      const answer = await pressArticle(running.app, owner, { title: "A title nobody has used", ...input });
      expect(answer.status, message).toBe(400);
      expect(answer.page, message).toContain(escaped(message));
      expect(answer.page).toContain(escaped(articleForm.invalid));
      // What was typed comes back in its field (a text too long too: nothing is cut).
      if (input.text && input.text.trim() !== "")
        expect(answer.page).toContain(escaped(input.text.slice(0, 200)));
    }
    expect(await rows()).toEqual([]);
  });

  it("a title whose address another article has is refused, and the first keeps it", async () => {
    const first = await pressArticle(running.app, owner, { title: "Passwords, managed", step: "publish" });
    expect(first.location).toContain("?done=published");
    const second = await pressArticle(running.app, owner, { title: "Passwords: Managed!", step: "publish" });
    expect(second.status).toBe(400);
    expect(second.page).toContain(escaped(fields.title.taken("/insights/passwords-managed")));
    expect(await rows()).toEqual([{ title: "Passwords, managed", status: "published" }]);
  });

  it("hostile Markdown is published safely: HTML as text, no script, no link but http(s), mailto and tel", async () => {
    const text = [
      "<script>alert('owned')</script>",
      '<img src=x onerror="alert(1)"> and <iframe src="https://evil.example"></iframe>',
      "[click](javascript:alert(1)) [data](data:text/html,<b>x</b>) [ok](https://www.example.com)",
      "![pixel](javascript:alert(2))",
    ].join("\n\n");
    const answer = await pressArticle(running.app, owner, {
      title: "Hostile text, safely",
      text,
      step: "publish",
    });
    expect(answer.location).toContain("?done=published");
    const html = await (await fetch(`${running.app.base}/insights/hostile-text-safely`)).text();
    const body = html.slice(html.indexOf('class="article-body'));
    expect(body).toContain("&lt;script&gt;alert(&#x27;owned&#x27;)&lt;/script&gt;");
    expect(body).toContain("&lt;iframe");
    expect(body).not.toMatch(/<script(?! type="module")|<iframe|<img src="x"|javascript:|data:text/i);
    expect(body).toContain('href="https://www.example.com"');
    expect(body.length).toBeLessThan(articleLimits.text);
  });
});
