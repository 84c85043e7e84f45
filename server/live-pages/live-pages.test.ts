import { expect, it } from "vitest";
import { describeEachDatabase, useMigratedDatabase } from "../../tests/support/databases";
import type { DB } from "../db";
import { createLogger } from "../logger";
import type { StaticFile } from "../static-files";
import { createLivePages, type LiveSource, liveSource } from "./live-pages";
import { raiseContentVersion } from "./versions";

// A source whose pages say what the database's "notes" version is: the layer's contract, without the site.
const notes: LiveSource<number> = {
  name: "notes",
  load: async (source) =>
    Number(
      (
        await source
          .selectFrom("content_versions")
          .select("version")
          .where("name", "=", "notes")
          .executeTakeFirst()
      )?.version ?? 0,
    ),
  context: () => ({}),
  pages: (version) => [
    { path: "/notes", key: String(version) },
    ...(version < 3 ? [{ path: "/notes/old", key: "old" }] : []),
  ],
};

const body = (file: StaticFile | undefined) => file?.identity.body.toString("utf8");

describeEachDatabase("live pages on $name", (database) => {
  const use = useMigratedDatabase(database);
  it("renders a page when its key changes, keeps the last good one when a render fails, and gives back what it stops making", async () => {
    const db: DB = use();
    const files = new Map<string, StaticFile>();
    const built = { identity: { body: Buffer.from("built"), headers: {}, notModified: {} } };
    files.set("/notes/old", built);
    let failing = false;
    let renders = 0;
    const live = createLivePages({
      db,
      files,
      sources: [liveSource(notes)],
      siteUrl: "https://www.example.co.uk",
      security: {},
      logger: createLogger("silent"),
      pollMs: 60_000,
    });
    const bump = () => db.transaction().execute((trx) => raiseContentVersion(trx, "notes"));
    await live.start(async (path) => {
      renders++;
      if (failing) throw new Error("the page would not render");
      const version = await notes.load(db);
      return new Response(`${path} at ${version}`, {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    });
    expect(body(files.get("/notes"))).toBe("/notes at 0");
    expect(body(files.get("/notes/old"))).toBe("/notes/old at 0");

    await bump();
    await live.refresh();
    expect(body(files.get("/notes"))).toBe("/notes at 1");
    const rendered = renders;
    await live.refresh(); // nothing changed: nothing rendered
    expect(renders).toBe(rendered);

    failing = true;
    await bump();
    await live.refresh();
    expect(body(files.get("/notes"))).toBe("/notes at 1"); // the last good page

    failing = false;
    await bump(); // version 3: /notes/old is no longer made, the build's file comes back
    await live.refresh();
    expect(body(files.get("/notes"))).toBe("/notes at 3");
    expect(files.get("/notes/old")).toBe(built);
    await live.stop();
  });

  it("a source shown on every page makes the others' pages again when it changes, and leaves to them what they make", async () => {
    const db: DB = use();
    const versionOf = async (name: string) =>
      Number(
        (
          await db
            .selectFrom("content_versions")
            .select("version")
            .where("name", "=", name)
            .executeTakeFirst()
        )?.version ?? 0,
      );
    const banner: LiveSource<number> = {
      name: "banner",
      everywhere: true,
      load: () => versionOf("banner"),
      context: () => ({}),
      pages: (version) => ["/notes", "/notes/old", "/about"].map((path) => ({ path, key: String(version) })),
    };
    // Like the notes, under a name of its own: it makes /notes/old until its first change.
    const memos: LiveSource<number> = {
      name: "memos",
      load: () => versionOf("memos"),
      context: () => ({}),
      pages: (version) => [
        { path: "/notes", key: String(version) },
        ...(version < 1 ? [{ path: "/notes/old", key: "old" }] : []),
      ],
    };
    const files = new Map<string, StaticFile>();
    files.set("/notes/old", { identity: { body: Buffer.from("built"), headers: {}, notModified: {} } });
    const renders: string[] = [];
    const live = createLivePages({
      db,
      files,
      sources: [liveSource(memos), liveSource(banner)],
      siteUrl: "https://www.example.co.uk",
      security: {},
      logger: createLogger("silent"),
      pollMs: 60_000,
    });
    const bump = (name: string) => db.transaction().execute((trx) => raiseContentVersion(trx, name));
    await live.start(async (path) => {
      renders.push(path);
      const page = `${path}: memos ${await versionOf("memos")}, banner ${await versionOf("banner")}`;
      return new Response(page, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    });
    // Each address made once: the memos' own by the memos, the rest by the banner.
    expect(renders.sort()).toEqual(["/about", "/notes", "/notes/old"]);

    renders.length = 0;
    await bump("banner");
    await live.refresh();
    expect(renders.sort()).toEqual(["/about", "/notes", "/notes/old"]);
    expect(body(files.get("/notes"))).toBe("/notes: memos 0, banner 1");

    // The memos stop making /notes/old: the banner makes it, instead of the build's copy coming back.
    renders.length = 0;
    await bump("memos");
    await live.refresh();
    expect(renders.sort()).toEqual(["/notes", "/notes/old"]);
    expect(body(files.get("/notes/old"))).toBe("/notes/old: memos 1, banner 1");
    expect(body(files.get("/about"))).toBe("/about: memos 0, banner 1");
    await live.stop();
  });
});
