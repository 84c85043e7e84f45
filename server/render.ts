import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import type { AdminServices } from "./admin";
import type { AccountServices } from "./auth/accounts";
import type { BookingServices } from "./booking";
import { compressForClient, isCompressible } from "./compress";
import type { FormRegistry } from "./forms/registry";
import type { LeadServices } from "./leads/types";
import { loggableUrl } from "./log-privacy";
import type { Logger } from "./logger";
import { createNotFoundPage } from "./not-found-page";
import { stampedClientAddress } from "./security/client-address";
import { contentSecurityPolicy, createNonce, imageSourcesOf } from "./security/headers";

/**
 * What no built file answers: React Router renders it (the 404 page, redirects, page actions) with
 * a per-response CSP nonce; unknown plain paths get the not-found page rendered once.
 */
export function createRenderer(options: {
  leads: LeadServices;
  forms: FormRegistry;
  accounts: AccountServices;
  admin: AdminServices;
  booking: BookingServices;
  security: Record<string, string>;
  siteUrl: string;
  logger: Logger;
  build: ServerBuild;
  mode: string;
  /** What pages rendered at run time are made of (server/live-pages), for every page's loaders. */
  live: { context(): Partial<AppLoadContext> };
  /** An article not yet live, by its preview link's secret (server/articles). */
  articlePreview: AppLoadContext["articlePreview"];
  /** Told of each HTML page rendered 200 for a GET, with its path (no query): the counting. */
  pageRendered?: (req: IncomingMessage, path: string) => void;
}) {
  const { security, siteUrl } = options;
  const handleRequest = createRequestHandler(options.build, options.mode);
  /** What every page is given, however it is rendered: the services its loaders and actions use. */
  const services = {
    leads: options.leads,
    forms: options.forms,
    accounts: options.accounts,
    admin: options.admin,
    booking: options.booking,
    logger: options.logger,
  } satisfies Partial<AppLoadContext>;
  const notFoundPage = createNotFoundPage(
    options.build,
    (request, nonce, context) => handleRequest(request, { ...services, cspNonce: nonce, ...context }),
    (hashes) => ({ ...security, "Content-Security-Policy": contentSecurityPolicy(siteUrl, hashes) }),
  );

  async function render(req: IncomingMessage, res: ServerResponse, context: Partial<AppLoadContext>) {
    const notFound = await notFoundPage.respond(req);
    if (notFound) {
      res.writeHead(404, notFound.headers);
      res.end(req.method === "HEAD" ? undefined : notFound.body);
      return;
    }
    const nonce = createNonce();
    const response = await handleRequest(createRequest(req, res), {
      ...services,
      cspNonce: nonce,
      clientAddress: stampedClientAddress(req),
      articlePreview: options.articlePreview,
      ...options.live.context(),
      ...context,
    });
    if (
      response.status === 200 &&
      req.method === "GET" &&
      response.headers.get("Content-Type")?.startsWith("text/html")
    )
      options.pageRendered?.(req, (req.url ?? "/").split("?")[0]!);
    for (const [name, value] of Object.entries(security)) response.headers.set(name, value);
    response.headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy(siteUrl, [`'nonce-${nonce}'`], imageSourcesOf(response)),
    );
    if (
      !isCompressible(response.headers.get("Content-Type")) ||
      response.headers.has("Content-Encoding") ||
      !response.body
    ) {
      await sendResponse(res, response);
      return;
    }
    // Rendered pages are complete before they are sent (see entry.server.tsx): compress them whole.
    const { body, encoding } = compressForClient(
      req.headers["accept-encoding"],
      Buffer.from(await response.arrayBuffer()),
    );
    // Headers as they are (setHeaders keeps every Set-Cookie; a plain object would keep the last).
    response.headers.set("Vary", "Accept-Encoding");
    response.headers.set("Content-Length", String(body.length));
    if (encoding) response.headers.set("Content-Encoding", encoding);
    res.setHeaders(response.headers);
    res.writeHead(response.status);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** Renders a page; `context` adds to what its loaders and actions are given (the gate's admin). */
  function renderPage(
    req: IncomingMessage,
    res: ServerResponse,
    context: Partial<AppLoadContext> = {},
  ): void {
    render(req, res, context).catch((error: unknown) => {
      options.logger.error({ err: error, url: loggableUrl(req.url ?? "/") }, "request failed");
      if (!res.headersSent) res.writeHead(500, { ...security, "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    });
  }

  /**
   * The not-found page, whatever the path (and whatever the method: a HEAD gets no body); for a
   * visitor not signed in (`offerSignIn`), it offers to sign in and come back (decision 039).
   */
  async function renderNotFound(
    req: IncomingMessage,
    res: ServerResponse,
    options: { offerSignIn?: boolean } = {},
  ): Promise<void> {
    const page = await (options.offerSignIn ? notFoundPage.offeringSignIn(req) : notFoundPage.notFound(req));
    res.writeHead(404, page.headers);
    res.end(req.method === "HEAD" ? undefined : page.body);
  }

  /**
   * A page as a request for `path` would get it, for a page held in memory (server/live-pages):
   * no nonce, so its inline scripts are allowed by hash, as the build's pages are.
   */
  function renderDocument(path: string, context: Partial<AppLoadContext>): Promise<Response> {
    return handleRequest(new Request(new URL(path, siteUrl)), { ...services, ...context });
  }

  return { renderPage, renderNotFound, renderDocument };
}
