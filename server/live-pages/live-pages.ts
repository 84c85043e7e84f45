import type { AppLoadContext } from "react-router";
import { isCompressible } from "../compress";
import type { DB } from "../db";
import type { Logger } from "../logger";
import { contentSecurityPolicy, imageSourcesOf, inlineScriptHashes } from "../security/headers";
import { cacheControl, memoryFile, type StaticFile, type StaticFiles } from "../static-files";
import { contentVersions } from "./versions";

/**
 * A page made at run time from what the database holds: rendered by the site's own routes (React
 * Router, as the build prerenders), or drawn (`draw`: a social image, the sitemap). `key` says
 * what it is made of: it is made again only when its key changes. A page is put in place with the
 * rest of its change, unless it is `background` (a social image, slow to draw and named by no
 * list): that one follows.
 */
export type LivePage =
  | { path: string; key: string; draw?: never; background?: never }
  | {
      path: string;
      key: string;
      draw(): Promise<{ body: Buffer; type: string }>;
      background?: boolean;
    };

/**
 * Something pages are made of that changes without a deploy (the articles written in the back
 * office, the firm's facts): its version is a row of `content_versions`, raised in the
 * transaction that changes it (./versions.ts).
 */
export type LiveSource<S> = {
  /** Its row in `content_versions`. */
  name: string;
  /**
   * Shown on every page (the firm's facts): when it changes, every other source's pages are made
   * again too, and it leaves to the other sources the addresses they make.
   */
  everywhere?: boolean;
  /** Reads it whole from the database, as the pages need it. */
  load(db: DB): Promise<S>;
  /** What the routes' loaders are given of it, here and on every page rendered for a request. */
  context(snapshot: S): Partial<AppLoadContext>;
  /** The addresses it makes, with what each is made of; `built` is the build's own file of an address. */
  pages(snapshot: S, built: (path: string) => StaticFile | undefined): LivePage[];
};

/** A source among others, its snapshot's type forgotten (the layer only hands it back to the source). */
export const liveSource = <S>(source: LiveSource<S>) => source as unknown as LiveSource<unknown>;

/** Renders a page through the site's routes, as a request for `path` would be, with `context`. */
export type RenderDocument = (path: string, context: Partial<AppLoadContext>) => Promise<Response>;

/** Pages made at once: enough to keep the loop rendering while others are compressed. */
const RENDERS_AT_ONCE = 3;

type SourceState = {
  version?: number;
  /** The latest read: what its pages are being made from. */
  snapshot?: unknown;
  /** The read whose pages are in place: what a page rendered per request is given. */
  served?: unknown;
  /** The key each address was last made from. */
  keys: Map<string, string>;
  /** The addresses the latest snapshot makes (a drawing queued before it may no longer be wanted). */
  wanted: Set<string>;
};

/**
 * Pages rendered once when what they are made of changes, and served from memory like the built
 * ones, on every instance (docs/decisions/042). Each instance polls the content versions every
 * `pollMs` (and at once when it made the change itself: `refresh()`); a source whose version moved
 * is read again, and each of its pages whose key changed is rendered and put in the same map the
 * built files are answered from (server/static-files.ts), so serving costs what a built page
 * costs. A page that fails to render keeps its last good copy; an address a source no longer makes
 * gets the build's file back, or none.
 */
export function createLivePages(options: {
  db: DB;
  files: StaticFiles;
  sources: readonly LiveSource<unknown>[];
  siteUrl: string;
  security: Record<string, string>;
  logger: Logger;
  pollMs: number;
}) {
  const { db, files, logger } = options;
  const { sources } = options;
  const built = new Map(files);
  const states = new Map<string, SourceState>(
    sources.map((source) => [source.name, { keys: new Map(), wanted: new Set() }]),
  );
  let render: RenderDocument | undefined;
  let timer: NodeJS.Timeout | undefined;
  let refreshing: Promise<void> | undefined;
  /** Background files (social images) come after the pages: a press waits for the pages only. */
  let drawing: Promise<void> = Promise.resolve();
  let again = false;

  /**
   * What the loaders are given of each source: its latest read while its pages are made, and the
   * read whose pages are in place for a page rendered per request, so that no request sees an
   * article before the pages that name it are served.
   */
  function contextOf(which: "snapshot" | "served"): Partial<AppLoadContext> {
    const merged: Partial<AppLoadContext> = {};
    for (const source of sources) {
      const read = states.get(source.name)![which];
      if (read !== undefined) Object.assign(merged, source.context(read));
    }
    return merged;
  }

  async function rendered(path: string): Promise<StaticFile> {
    const response = await render!(path, contextOf("snapshot"));
    // A page taken down answers 410 from memory like any other; anything else is a failure.
    if (response.status !== 200 && response.status !== 410)
      throw new Error(`${path} answered ${response.status}`);
    const type = response.headers.get("Content-Type") ?? "text/html; charset=utf-8";
    const body = Buffer.from(await response.arrayBuffer());
    const scripts = type.startsWith("text/html") ? inlineScriptHashes(body.toString("utf8")) : [];
    const headers = {
      ...options.security,
      "Content-Security-Policy": contentSecurityPolicy(options.siteUrl, scripts, imageSourcesOf(response)),
      "Content-Type": type,
      "Cache-Control": cacheControl(path, type),
    };
    return memoryFile(body, headers, { compressible: isCompressible(type), status: response.status });
  }

  async function drawn(page: LivePage & { draw: NonNullable<LivePage["draw"]> }): Promise<StaticFile> {
    const { body, type } = await page.draw();
    const headers = {
      ...options.security,
      "Content-Security-Policy": contentSecurityPolicy(options.siteUrl),
      "Content-Type": type,
      "Cache-Control": cacheControl(page.path, type),
    };
    return memoryFile(body, headers, { compressible: isCompressible(type) });
  }

  /** The versions of the sources every page shows: part of each other source's keys. */
  function everywhereVersions(): string {
    return sources
      .filter((source) => source.everywhere)
      .map((source) => states.get(source.name)!.version ?? 0)
      .join(",");
  }

  /** Whether a source other than `source` makes `path` now. */
  const madeByOther = (source: LiveSource<unknown>, path: string) =>
    sources.some((other) => other !== source && states.get(other.name)!.wanted.has(path));

  /** Makes a page whose key changed; undefined when it need not be made, or failed (last good kept). */
  async function madeFile(source: LiveSource<unknown>, state: SourceState, page: LivePage) {
    if (state.keys.get(page.path) === page.key || !state.wanted.has(page.path)) return undefined;
    try {
      return page.draw ? await drawn(page) : await rendered(page.path);
    } catch (error) {
      logger.error({ err: error, path: page.path, source: source.name }, "live page failed: last good kept");
      return undefined;
    }
  }

  function put(state: SourceState, page: LivePage, file: StaticFile) {
    files.set(page.path, file);
    state.keys.set(page.path, page.key);
    // React Router's data for the page, made at build, would be stale: its renderer answers it.
    if (!page.path.includes("?")) files.delete(`${page.path === "/" ? "/_root" : page.path}.data`);
  }

  /**
   * Makes each page whose key changed (the pages now, the drawn files after them, in the
   * background), and gives back the addresses the source no longer makes.
   */
  async function make(source: LiveSource<unknown>, state: SourceState) {
    const everywhere = everywhereVersions();
    const pages = source
      .pages(state.snapshot, (path) => built.get(path))
      .filter((page) => !source.everywhere || !madeByOther(source, page.path))
      .map((page) => (source.everywhere ? page : { ...page, key: `${page.key}|${everywhere}` }));
    const wanted = new Set(pages.map((page) => page.path));
    state.wanted = wanted;
    // One change's pages are served together: an article is never answered before the listing
    // and the feed that name it (each rendered first, then all put at once).
    const made: [LivePage, StaticFile][] = [];
    const started = performance.now();
    // A few at a time: one page renders on the loop while the ones before it are compressed on
    // libuv's threads (a page takes about 90 ms to render and 140 ms to compress with brotli 11).
    const rendering = pages.filter((page) => !page.background);
    let next = 0;
    const worker = async () => {
      while (next < rendering.length) {
        const page = rendering[next++]!;
        const file = await madeFile(source, state, page);
        if (file) made.push([page, file]);
      }
    };
    await Promise.all(Array.from({ length: RENDERS_AT_ONCE }, worker));
    for (const [page, file] of made) put(state, page, file);
    state.served = state.snapshot;
    if (made.length)
      logger.info(
        { source: source.name, pages: made.length, ms: Math.round(performance.now() - started) },
        "live pages made",
      );
    const drawnLater = pages.filter((page) => page.background);
    drawing = drawing.then(async () => {
      const began = performance.now();
      let count = 0;
      for (const page of drawnLater) {
        const file = await madeFile(source, state, page);
        if (!file) continue;
        put(state, page, file);
        count++;
      }
      if (count)
        logger.info(
          { source: source.name, files: count, ms: Math.round(performance.now() - began) },
          "live files drawn",
        );
    });
    for (const path of [...state.keys.keys()]) {
      if (wanted.has(path)) continue;
      state.keys.delete(path);
      // Another source makes it now (the facts leave the listing to the articles): its copy stays.
      if (madeByOther(source, path)) continue;
      const original = built.get(path);
      if (original) files.set(path, original);
      else files.delete(path);
      // The build's copy is back: a source every page shows makes it again at its turn.
      for (const other of states.values()) other.keys.delete(path);
    }
  }

  async function refreshOnce() {
    const versions = await contentVersions(db);
    const moved = sources.filter(
      (source) => states.get(source.name)!.version !== (versions.get(source.name) ?? 0),
    );
    if (moved.length === 0) return;
    for (const source of moved) {
      const state = states.get(source.name)!;
      state.snapshot = await source.load(db);
      state.version = versions.get(source.name) ?? 0;
    }
    // A change every page shows makes every source's pages again; the sources every page shows
    // come last, to make what the others leave (an address another source gave back included).
    const again = moved.some((source) => source.everywhere) ? sources : moved;
    const order = [
      ...again.filter((source) => !source.everywhere),
      ...sources.filter((source) => source.everywhere),
    ];
    for (const source of order) await make(source, states.get(source.name)!);
  }

  /** Checks the versions now; a check already running is followed by one more, not run beside it. */
  function refresh(): Promise<void> {
    if (!render) return Promise.resolve();
    if (refreshing) {
      again = true;
      return refreshing;
    }
    refreshing = (async () => {
      do {
        again = false;
        await refreshOnce();
      } while (again);
    })().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  return {
    /** What a page rendered per request is given of the sources (their pages in place). */
    context: () => contextOf("served"),
    refresh,
    /** Renders every source's pages (start-up waits for them), then polls. */
    async start(renderDocument: RenderDocument) {
      render = renderDocument;
      await refresh().catch((error: unknown) =>
        logger.error({ err: error }, "live pages: first render failed"),
      );
      timer = setInterval(() => {
        refresh().catch((error: unknown) => logger.error({ err: error }, "live pages: poll failed"));
      }, options.pollMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await refreshing?.catch(() => {});
      await drawing;
    },
    /** Resolves once the files being drawn now are in place (tests, and a start that wants them). */
    drawn: () => drawing,
  };
}

export type LivePages = ReturnType<typeof createLivePages>;
