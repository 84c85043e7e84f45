import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { type IslandAssets, islands, pageScriptsOf } from "../../app/islands/registry";
import { moduleClosure, pageScripts, totalBrotliKB } from "./page-scripts";

/**
 * The build check of docs/decisions/025: each prerendered page loads exactly the scripts its
 * routes declare (`handle.islands`, `handle.router`) and what those import, and stays within its
 * JavaScript budget, counted in brotli bytes over every file it may load, static or dynamic.
 */
export const BUDGET_KB = { withForm: 80, withoutForm: 15 } as const;

export type PageReport = {
  path: string;
  /** The matched route's id: the kind of page ("routes/service" for every service page...). */
  kind: string;
  islands: string[];
  router: boolean;
  scriptKB: number;
  budgetKB: number;
  problems: string[];
};

type Declared = ReturnType<typeof pageScriptsOf>;

/** Compares one page's HTML with what its routes declare. */
export function checkPage(options: {
  path: string;
  kind: string;
  html: string;
  declared: Declared;
  assets: IslandAssets;
  clientDir: string;
}): PageReport {
  const { html, declared, assets, clientDir } = options;
  const shipped = pageScripts(html, clientDir).modules;
  const budgetKB = declared.islands.some((name) => islands[name].form)
    ? BUDGET_KB.withForm
    : BUDGET_KB.withoutForm;
  const problems: string[] = [];
  const entries = declared.islands.map((name) => assets[name].src);
  if (!declared.router) {
    const allowed = new Set(moduleClosure(clientDir, entries));
    const undeclared = shipped.filter((url) => !allowed.has(url));
    if (undeclared.length)
      problems.push(
        `ships ${undeclared.length} script(s) no declared island needs: ${undeclared.slice(0, 3).join(", ")}`,
      );
  }
  for (const name of declared.islands)
    if (!shipped.includes(assets[name].src))
      problems.push(`declares the ${name} island but does not load it`);
  for (const [, name] of html.matchAll(/\bdata-island="([^"]+)"/g))
    if (!declared.islands.includes(name as never)) problems.push(`renders the ${name} island, not declared`);
  const scriptKB = totalBrotliKB(clientDir, shipped);
  if (!declared.router && scriptKB > budgetKB)
    problems.push(`${scriptKB} KB of JavaScript, over ${budgetKB} KB`);
  return { path: options.path, kind: options.kind, ...declared, scriptKB, budgetKB, problems };
}

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;
/** The build's flat route list as the nested routes matchRoutes takes. */
function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route): route is BuildRoute => route?.parentId === parentId)
    .map(({ id, path, index, caseSensitive }) =>
      index
        ? { id, index: true, caseSensitive }
        : { id, path, caseSensitive, children: routeTree(routes, id) },
    );
}

/** Every prerendered page of a build: its path on the site and its file. */
export function prerenderedPages(clientDir: string): { path: string; file: string }[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return walk(clientDir)
    .filter((file) => file.endsWith(`${sep}index.html`) || file === join(clientDir, "index.html"))
    .map((file) => ({ file, path: `/${relative(clientDir, file).split(sep).slice(0, -1).join("/")}` }));
}

/** Every prerendered page of a build, checked against the route modules of the same build. */
export async function checkBuild(buildDir: string, assets: IslandAssets): Promise<PageReport[]> {
  const clientDir = join(buildDir, "client");
  const build = (await import(pathToFileURL(join(buildDir, "server/index.js")).href)) as ServerBuild;
  const tree = routeTree(build.routes);
  return prerenderedPages(clientDir).map(({ path, file }) => {
    const matches = matchRoutes(tree, path) ?? [];
    const handles = matches.map((match) => build.routes[match.route.id!]?.module.handle);
    return checkPage({
      path,
      kind: matches.at(-1)?.route.id ?? "?",
      html: readFileSync(file, "utf8"),
      declared: pageScriptsOf(handles),
      assets,
      clientDir,
    });
  });
}

/** One line per kind of page: how many, their islands, the most JavaScript one of them loads. */
export function summarise(reports: PageReport[]): Record<string, string | number>[] {
  const kinds = new Map<string, PageReport[]>();
  for (const report of reports) {
    // Service and location routes are registered once per page (app/routes.ts), under one template.
    const kind = report.kind.replace(/^routes\//, "").replace(/^(service|location)-.*/, "$1");
    kinds.set(kind, [...(kinds.get(kind) ?? []), report]);
  }
  return [...kinds].map(([kind, pages]) => ({
    kind,
    pages: pages.length,
    islands: pages[0]!.islands.join(" "),
    maxKB: Math.max(...pages.map((page) => page.scriptKB)),
    budgetKB: pages[0]!.budgetKB,
  }));
}
