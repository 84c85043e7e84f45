import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { pageScriptsOf, showsImagesFromAnywhere } from "~/islands/registry";
import { NonceContext } from "~/lib/nonce";
import { IMAGES_FROM_ANYWHERE_HEADER } from "~/shared/page-headers";
import { loggableUrl } from "../server/log-privacy";

export const streamTimeout = 5_000;

/**
 * The build's own articles (its MDX files), by slug, for the server's side of what a page does
 * with one (announcing it from /admin/articles): only the build reads those files.
 */
export { findArticle as builtArticle } from "~/content/insights.server";

declare module "react-router" {
  /**
   * What the routes' loaders and actions are given. The services are required: the server gives
   * them to every page it renders, for a request or for memory (server/render.ts), so a route uses
   * them as they are. The build's prerender gives none of them (React Router hands it an empty
   * context), which is why no prerendered page's loader reads a service; the rest is per request,
   * or per page, and may be absent.
   */
  interface AppLoadContext {
    /** Download links and subscription links (server/leads), for their pages. */
    leads: import("../server/leads/types").LeadServices;
    /** Every declared form (app/forms/registry.server.ts), for the page actions (`formAction`). */
    forms: Pick<import("../server/forms/registry").FormRegistry, "answerPage">;
    /** Sign-in, sign-up, the account page's actions (server/auth/accounts.ts). */
    accounts: import("../server/auth/accounts").AccountServices;
    /** The back office (server/admin), for the /admin pages. */
    admin: import("../server/admin").AdminServices;
    /** Booking a call (server/booking): the free times, the bookings and their manage links. */
    booking: import("../server/booking").BookingServices;
    /** Per-response nonce for inline scripts (server-rendered pages; prerendered ones use hashes). */
    cspNonce?: string;
    /** The client's address, as the server determined it (see TRUST_PROXY). */
    clientAddress?: string;
    /** The admin the server's gate found signed in (server/admin/http.ts): looked up once per request. */
    adminActor?: import("../server/auth/accounts").SessionUser;
    /** A back-office page asked for signed out: the not-found page offers to sign in and return here (decision 039). */
    signInReturn?: string;
    /** The server's log (JSON lines, scrubbed of addresses: docs/decisions/029); none at build. */
    logger?: import("../server/logger").Logger;
    /** The articles written in the back office, as every instance holds them (server/live-pages). */
    articles?: import("~/shared/article-catalogue").ArticleCatalogue;
    /** An article not yet live, by its private preview link's secret (server/articles). */
    articlePreview?: (
      token: string,
    ) => Promise<import("~/shared/article-catalogue").WrittenArticle | undefined>;
  }
}

/**
 * What React Router reports of an error while answering. A request no route can take (a POST to a
 * page without an action: 405) is answered with its 4xx and is the client's mistake, not the
 * server's: only the rest is logged, in the server's log, where the URL's tokens and addresses
 * become pseudonyms and an error keeps no values (docs/decisions/029).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  const { pathname, search } = new URL(request.url);
  if (context.logger)
    context.logger.error({ err: error, url: loggableUrl(pathname + search) }, "page failed");
  else console.error(error);
};

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * The page is complete without JavaScript, so its scripts are not needed for the first paint:
 * their preloads say so, and the browser fetches the stylesheet (the one render-blocking file)
 * first. On the pages that keep React Router's runtime (/auth, /account, /admin: 140 KB) the
 * router's preloads go altogether: the browser finds the modules through the route script's
 * imports, after the first paint instead of before it (Lighthouse's mobile LCP on /auth went from
 * 2.2 s to 1.2 s; docs/decisions/031). React Router's <Scripts> takes no such option, hence the
 * edit of the finished HTML.
 */
function lowerScriptPriority(html: string, router: boolean): string {
  if (router) return html.replace(MODULE_PRELOAD, "");
  return html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
}

/** The `handle`s of the routes that answered, parents first. */
function handlesOf(context: EntryContext): unknown[] {
  const { matches } = context.staticHandlerContext;
  return matches.map((match) => context.routeModules[match.route.id]?.handle);
}

/** Renders the whole document before answering: pages are small and crawlers get all of it. */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? ""}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          clearTimeout(timer);
          const chunks: Buffer[] = [];
          const document = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              headers.set("Content-Type", "text/html; charset=utf-8");
              const handles = handlesOf(routerContext);
              if (showsImagesFromAnywhere(handles)) headers.set(IMAGES_FROM_ANYWHERE_HEADER, "https:");
              const html = lowerScriptPriority(
                Buffer.concat(chunks).toString("utf8"),
                pageScriptsOf(handles).router,
              );
              resolve(new Response(html, { headers, status: statusCode }));
              done();
            },
          });
          pipe(document);
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error) {
          statusCode = 500;
          if (loadContext.logger) loadContext.logger.error({ err: error }, "page rendering failed");
          else console.error(error);
        },
      },
    );
  });
}
