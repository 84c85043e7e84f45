import type { IncomingMessage } from "node:http";
import type { ServerBuild } from "react-router";
import { currentFacts } from "~/content/company";
import { safeReturnPath } from "~/shared/return-path";
import { compress, compressForClient, pickVariant } from "./compress";
import { inlineScriptHashes } from "./security/headers";

/** The route that answers any path no other route claims (app/routes.ts). */
const NOT_FOUND_ROUTE_ID = "routes/not-found";
const SENTINEL_PATH = "/__not-found-template-7c1e__";
const SENTINEL_NONCE = "NONCE7c1eSENTINEL";
/** Plain paths only: anything unusual is rendered normally. */
const PLAIN_PATH = /^\/[A-Za-z0-9\-._~/%]*$/;

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;

/** The route's full path pattern, joining its parents' paths: "insights/:slug". */
function fullPath(route: BuildRoute, routes: ServerBuild["routes"]): string {
  const parts: string[] = [];
  for (let at: BuildRoute | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
    if (at.path) parts.unshift(at.path);
  }
  return parts
    .join("/")
    .replace(/\/+/g, "/")
    .replace(/^\/|\/$/g, "");
}

/**
 * One regular expression per route other than the catch-all, compiled once. React Router's
 * matchRoutes ranks the whole route table on every call (0.4 ms here); a path that none of these
 * match is one only the not-found route claims. Same rules: `:param` is one non-empty segment,
 * case-insensitive, a trailing slash allowed (checked against matchRoutes in not-found-page.test.ts).
 */
export function knownRouteMatcher(build: ServerBuild): (pathname: string) => boolean {
  const patterns = Object.values(build.routes)
    .filter((route): route is BuildRoute => Boolean(route) && route!.id !== NOT_FOUND_ROUTE_ID)
    .filter((route) => route.index || route.path !== undefined)
    .map((route) => {
      const path = fullPath(route, build.routes);
      if (path.includes("*")) throw new Error(`unexpected splat route ${route.id}: update not-found-page.ts`);
      const segments = path
        .split("/")
        .filter(Boolean)
        .map((segment) =>
          segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
        );
      return new RegExp(`^/${segments.join("/")}/?$`, route.caseSensitive ? "" : "i");
    });
  return (pathname) => patterns.some((pattern) => pattern.test(pathname));
}

type Render = (request: Request, nonce: string, context?: { signInReturn?: string }) => Promise<Response>;

type Variant = { body: Buffer; headers: Record<string, string | number> };
export type NotFoundPage = { identity: Variant; br: Variant; gzip: Variant };

/**
 * The not-found page for unknown paths (scanners ask for thousands). It is the same page whatever
 * the path (the path is logged by the browser from its own location; a noindex page carries no
 * canonical URL), so it is rendered once, compressed once, and every answer is those bytes with
 * status 404, like a prerendered file: its inline scripts are allowed by hash, not by nonce.
 * Requests with a query string, data requests, other methods, and paths with unusual characters
 * are rendered.
 */
export function createNotFoundPage(
  build: ServerBuild,
  render: Render,
  headersFor: (inlineScriptHashes: string[]) => Record<string, string>,
) {
  const isKnown = knownRouteMatcher(build);
  let page: Promise<NotFoundPage> | undefined;
  let renderedWith: unknown;

  /** The page's HTML, its inline scripts allowed by hash; `signInReturn` makes the back office's door. */
  async function renderHtml(signInReturn?: string): Promise<string> {
    const request = new Request(new URL(SENTINEL_PATH, "http://localhost"));
    const response = await render(request, SENTINEL_NONCE, signInReturn ? { signInReturn } : undefined);
    if (response.status !== 404) throw new Error(`the not-found page answered ${response.status}`);
    const html = (await response.text()).replaceAll(` nonce="${SENTINEL_NONCE}"`, "");
    if (html.includes(SENTINEL_PATH) || html.includes(SENTINEL_NONCE)) {
      throw new Error("the not-found page depends on the request: it cannot be rendered once");
    }
    return html;
  }

  const headersOf = (html: string) => ({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-cache",
    Vary: "Accept-Encoding",
    ...headersFor(inlineScriptHashes(html)),
  });

  async function renderOnce(): Promise<NotFoundPage> {
    const html = await renderHtml();
    const body = Buffer.from(html);
    const headers = headersOf(html);
    const variant = (content: Buffer, encoding?: string): Variant => ({
      body: content,
      headers: {
        ...headers,
        ...(encoding ? { "Content-Encoding": encoding } : {}),
        "Content-Length": content.length,
      },
    });
    return {
      identity: variant(body),
      br: variant(compress(body, "br", "smallest"), "br"),
      gzip: variant(compress(body, "gzip", "smallest"), "gzip"),
    };
  }

  /** The page's bytes for this request, or undefined when it must be rendered normally. */
  async function respond(req: IncomingMessage): Promise<Variant | undefined> {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    const url = req.url ?? "/";
    // Client-side navigation asks for `<path>.data` (React Router's data requests): those are
    // answered by React Router in its own format, a redirect included, never with this HTML page.
    if (url.includes("?") || url.endsWith(".data") || !PLAIN_PATH.test(url) || isKnown(url)) return undefined;
    return notFound(req);
  }

  /** The page whatever the path: for paths that exist but are not to be shown (the back office). */
  async function notFound(req: IncomingMessage): Promise<Variant> {
    // Its footer shows the firm's facts: rendered again once the owner changed them.
    if (renderedWith !== currentFacts()) {
      renderedWith = currentFacts();
      page = undefined;
    }
    page ??= renderOnce().catch((error) => {
      page = undefined;
      throw error;
    });
    return pickVariant(await page, req.headers["accept-encoding"]);
  }

  /**
   * The page for a back-office page asked for signed out (decision 039): the same 404, which offers
   * to sign in and come back to the page. Only for a page a route claims, asked for by GET or HEAD:
   * anything else (a scanner's guess, a data request, a post) gets the page rendered once.
   */
  async function offeringSignIn(req: IncomingMessage): Promise<Variant> {
    const url = req.url ?? "/";
    const back = safeReturnPath(url);
    const page = req.method === "GET" || req.method === "HEAD";
    if (!back || !page || !isKnown(back.split("?")[0]!)) return notFound(req);
    const html = Buffer.from(await renderHtml(back));
    const headers = { ...headersOf(html.toString()), "Cache-Control": "no-store" };
    const { body, encoding } = compressForClient(req.headers["accept-encoding"], html);
    return {
      body,
      headers: {
        ...headers,
        ...(encoding ? { "Content-Encoding": encoding } : {}),
        "Content-Length": body.length,
      },
    };
  }

  return { respond, notFound, offeringSignIn };
}
