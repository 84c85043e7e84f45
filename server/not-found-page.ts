import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** The route that answers any path no other route claims (app/routes.ts). */
const NOT_FOUND_ROUTE_ID = "routes/not-found";
const SENTINEL_PATH = "/__not-found-template-7c1e__";
const SENTINEL_NONCE = "NONCE7c1eSENTINEL";
/** Paths that read the same in an attribute, a JSON string and a URL: anything else is rendered. */
const PLAIN_PATH = /^\/[A-Za-z0-9\-._~/%]*$/;

type RouteNode = {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: RouteNode[];
};

function routeTree(build: ServerBuild): RouteNode[] {
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: [],
    });
  }
  const roots: RouteNode[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

type Render = (request: Request, nonce: string) => Promise<Response>;

/**
 * The not-found page for unknown paths (scanners ask for thousands). Rendering it costs as much as
 * any page, yet it differs only in the path and the CSP nonce: so it is rendered once, for a
 * sentinel path, and each answer is that page with the two substituted. Paths with characters that
 * would need escaping, and requests with a query string, are rendered normally.
 */
export function createNotFoundPage(build: ServerBuild, render: Render) {
  const routes = routeTree(build);
  let template: Promise<{ html: string; headers: Headers }> | undefined;

  function isNotFound(pathname: string): boolean {
    const matches = matchRoutes(routes as RouteObject[], pathname);
    return matches?.at(-1)?.route.id === NOT_FOUND_ROUTE_ID;
  }

  async function renderTemplate(origin: string) {
    const response = await render(new Request(new URL(SENTINEL_PATH, origin)), SENTINEL_NONCE);
    if (response.status !== 404) throw new Error(`the not-found template answered ${response.status}`);
    return { html: await response.text(), headers: response.headers };
  }

  /** The page for this request, or undefined when it must be rendered normally. */
  async function respond(
    method: string,
    url: URL,
    nonce: string,
  ): Promise<{ html: string; headers: Headers } | undefined> {
    if (method !== "GET" && method !== "HEAD") return undefined;
    if (url.search || !PLAIN_PATH.test(url.pathname) || !isNotFound(url.pathname)) return undefined;
    template ??= renderTemplate(url.origin).catch((error) => {
      template = undefined;
      throw error;
    });
    const { html, headers } = await template;
    return {
      html: html.replaceAll(SENTINEL_PATH, url.pathname).replaceAll(SENTINEL_NONCE, nonce),
      headers,
    };
  }

  return { isNotFound, respond };
}
