import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { knownRouteMatcher } from "./not-found-page";

const serverBuild = resolve("build/server/index.js");
let build: ServerBuild;

/** React Router's own answer: does anything but the catch-all claim this path? */
function claimedByRouter(pathname: string): boolean {
  type Node = RouteObject & { children: Node[] };
  const nodes = new Map<string, Node>();
  for (const route of Object.values(build.routes)) {
    if (route)
      nodes.set(route.id, { id: route.id, path: route.path, index: route.index, children: [] } as Node);
  }
  const roots: Node[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : roots).push(nodes.get(route.id)!);
  }
  return matchRoutes(roots, pathname)?.at(-1)?.route.id !== "routes/not-found";
}

describe("the not-found fast path", () => {
  beforeAll(async () => {
    if (!existsSync(serverBuild)) throw new Error("run `npm run build` first");
    build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  });

  it("agrees with React Router on which paths a route claims", () => {
    const isKnown = knownRouteMatcher(build);
    const paths = [
      "/",
      "/about",
      "/About",
      "/about/",
      "/about/team",
      "/insights",
      "/insights/ai-smes-cornwall",
      "/insights/no-such-article",
      "/insights/a/b",
      "/insights/rss.xml",
      "/resources/it-strategy-template/download",
      "/resources/it-strategy-template",
      "/subscriptions/confirm",
      "/it-support-truro",
      "/it-support-nowhere",
      "/cyber-security",
      "/wp-login.php",
      "/robots.txt",
      "/contact",
      "/no-such-page",
    ];
    for (const path of paths) expect(isKnown(path), path).toBe(claimedByRouter(path));
    expect(isKnown("/wp-login.php")).toBe(false);
    expect(isKnown("/about")).toBe(true);
  });
});
