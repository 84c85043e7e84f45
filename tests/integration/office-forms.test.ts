import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type DB, openDatabase } from "../../server/db";
import { confirmedSession } from "../support/accounts";
import { appWithMailbox } from "../support/app-server";
import { describeEachDatabase } from "../support/databases";

const OWNER = "owner@example.co.uk";
const SLUG = "ai-smes-cornwall";

/**
 * The back office's own forms posted without JavaScript, where a refusal is new with their
 * declarations (issue 31): what is refused says why with its status, and nothing is kept.
 */
describeEachDatabase("the back office's forms on $name", (database) => {
  const running = appWithMailbox(database.url, { ADMIN_EMAILS: OWNER });
  let db: DB;
  let owner: string;
  const get = (path: string) =>
    fetch(`${running.app.base}${path}`, { redirect: "manual", headers: { Cookie: owner } });
  const form = (path: string, fields: Record<string, string>) => running.app.submit(path, fields, owner);

  beforeAll(async () => {
    db = openDatabase(running.databaseUrl);
    owner = await confirmedSession(running.app, running.sink, OWNER);
  }, 60_000);
  afterAll(() => db?.destroy());

  it("saves a reply in its place, and refuses one without a name or with no place (400), keeping none", async () => {
    const saved = await form("/admin/saved-replies", { position: "1", title: "Thanks", body: "Thank you." });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toMatch(/role="status"[^>]*>Saved</);
    expect(await (await get("/admin/saved-replies")).text()).toContain("Thank you.");
    for (const refused of [
      { position: "1", title: "  ", body: "Nobody's name." },
      { position: "one", title: "Misplaced", body: "Nowhere to go." },
    ]) {
      expect((await form("/admin/saved-replies", refused)).status, refused.title).toBe(400);
      expect(await (await get("/admin/saved-replies")).text(), refused.title).not.toContain(refused.body);
    }
  });

  it("refuses a blank note on a person's page (400) and keeps none", async () => {
    await running.app.post("/api/subscriptions", { email: "tamsin@example.co.uk" });
    const page = `/admin/people/${encodeURIComponent("tamsin@example.co.uk")}`;
    const refused = await form(page, { note: " \n\t " });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Nothing was saved");
    expect(await db.selectFrom("person_notes").select("id").execute()).toEqual([]);
  });

  it("sends the morning list when asked, and says how it went at the inbox's own address", async () => {
    const asked = await form("/admin?index", { intent: "morning-list" });
    // Posted to the index route (`?index`), the answer goes back to the inbox, not to `/admin?index`.
    expect(asked.status).toBe(302);
    const back = asked.headers.get("location")!;
    expect(back).toMatch(/^\/admin\?done=(sent|already-sent|nothing)$/);
    expect(await (await get(back)).text()).toMatch(
      /role="status"[^>]*>(Today&#x27;s list has been sent\.|Today&#x27;s list has already gone\.|Nothing to say today: no list was sent\.)</,
    );
    expect(await (await get("/admin?done=elsewhere")).text()).not.toContain("Today&#x27;s list");
  });

  it("announces a file's article once, to confirmed subscribers only; an unknown one is refused", async () => {
    const unknown = await form("/admin/articles", { slug: "no-such-article" });
    expect(unknown.status).toBe(400);
    const unknownPage = await unknown.text();
    expect(unknownPage).toContain("That names none of the site&#x27;s article files: nothing was sent.");
    expect(unknownPage).not.toContain("That article has already been announced.");
    const nobody = await form("/admin/articles", { slug: SLUG });
    expect(nobody.status).toBe(409);
    expect(await nobody.text()).toContain("No confirmed subscribers yet");
    await db
      .insertInto("subscriptions")
      .values({
        id: randomUUID(),
        email: "reader@example.co.uk",
        status: "confirmed",
        token: randomUUID(),
        created_at: new Date().toISOString(),
        confirmed_at: new Date().toISOString(),
        unsubscribed_at: null,
      })
      .execute();
    const queued = await form("/admin/articles", { slug: SLUG });
    expect(queued.status).toBe(200);
    expect(await queued.text()).toContain("queued for 1 subscriber.");
    const again = await form("/admin/articles", { slug: SLUG });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("That article has already been announced.");
  });
});
