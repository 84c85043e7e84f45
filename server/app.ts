import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { CONTACT_COOLDOWN_MS } from "../app/lib/validation/contact";
import { compressForClient, isCompressible } from "./compress";
import type { Config } from "./config";
import { isReady, migrate, openDatabase } from "./db";
import { HttpError, isForeignOrigin, MAX_BODY_BYTES, readBody } from "./http-body";
import { loadSigningSecret } from "./leads/download-links";
import { submitEnquiry } from "./leads/enquiries";
import { openDownload, type ResourceDeps, submitResourceRequest } from "./leads/resource-requests";
import { confirmSubscription, submitSubscription, unsubscribe } from "./leads/subscriptions";
import type { LeadResult, LeadServices } from "./leads/types";
import type { Logger } from "./logger";
import { createMailSender } from "./mail/transport";
import { startOutboxWorker } from "./mail/worker";
import { createNotFoundPage } from "./not-found-page";
import { baseSecurityHeaders, contentSecurityPolicy, createNonce } from "./security/headers";
import { createRateLimiter } from "./security/rate-limit";
import { loadStaticFiles, serveStatic } from "./static-files";

export type App = { listener: RequestListener; close(): Promise<void> };

function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.headers["x-forwarded-for"] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return first || req.socket.remoteAddress || "unknown";
}

function logRequests(logger: Logger, req: IncomingMessage, res: ServerResponse, started: bigint) {
  res.once("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info(
      { method: req.method, url: req.url, status: res.statusCode, ms: Math.round(ms * 100) / 100 },
      "request",
    );
  });
}

/** Builds the request listener: health, built files from memory, then the React Router handler. */
export async function createApp(config: Config, logger: Logger): Promise<App> {
  const buildDir = resolve(config.BUILD_DIR);
  const serverBuildPath = join(buildDir, "server/index.js");
  if (!existsSync(serverBuildPath)) {
    throw new Error(`No build found at ${buildDir}: run "npm run build" first.`);
  }
  const buildInfo = JSON.parse(readFileSync(join(buildDir, "build-info.json"), "utf8")) as {
    siteUrl: string;
  };
  if (buildInfo.siteUrl !== config.SITE_URL) {
    logger.warn(
      { builtFor: buildInfo.siteUrl, siteUrl: config.SITE_URL },
      "the build's canonical URLs were made for another SITE_URL: rebuild with this SITE_URL",
    );
  }

  const security = baseSecurityHeaders(config.SITE_URL);
  const files = loadStaticFiles(join(buildDir, "client"), config.SITE_URL, security);
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, config.NODE_ENV);

  const db = openDatabase(config.DATABASE_URL);
  await migrate(db);
  const mailSender = createMailSender({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    mailDir: config.MAIL_DIR,
    logger,
  });
  const mailWorker = startOutboxWorker(db, mailSender, logger);
  const deps: ResourceDeps = {
    db,
    logger,
    notifyEmail: config.NOTIFY_EMAIL,
    siteUrl: config.SITE_URL,
    contactLimiter: createRateLimiter({ limit: 1, windowMs: CONTACT_COOLDOWN_MS }),
    formLimiter: createRateLimiter({ limit: 5, windowMs: 60_000 }),
    mailWorker,
    signingSecret: await loadSigningSecret(db, config.AUTH_SECRET),
  };
  const leads: LeadServices = {
    submitEnquiry: (input, client) => submitEnquiry(deps, input, client),
    submitSubscription: (input, client) => submitSubscription(deps, input, client),
    submitResourceRequest: (input, client) => submitResourceRequest(deps, input, client),
    openDownload: (slug, token) => openDownload(deps, slug, token),
    confirmSubscription: (token) => confirmSubscription(deps, token),
    unsubscribe: (token) => unsubscribe(deps, token),
  };
  const api: Record<string, (input: Record<string, unknown>, client: string) => Promise<LeadResult>> = {
    "/api/contact": leads.submitEnquiry,
    "/api/resource-requests": leads.submitResourceRequest,
    "/api/subscriptions": leads.submitSubscription,
  };

  async function answerApi(req: IncomingMessage, res: ServerResponse, submit: (typeof api)[string]) {
    const json = (status: number, body: unknown, extra: Record<string, string> = {}) => {
      res.writeHead(status, {
        ...security,
        "Content-Type": "application/json",
        "Cache-Control": "no-store",
        ...extra,
      });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "POST") return json(405, { error: "Use POST" }, { Allow: "POST" });
    if (isForeignOrigin(req, config.SITE_URL)) return json(403, { error: "Cross-site request refused" });
    try {
      const result = await submit(await readBody(req), clientAddress(req, config.TRUST_PROXY));
      if (result.ok) return json(201, { id: result.id });
      if (result.status === 429)
        return json(429, { error: result.error }, { "Retry-After": String(result.retryAfter) });
      return json(400, { error: result.error, fieldErrors: result.fieldErrors });
    } catch (error) {
      if (error instanceof HttpError) return json(error.status, { error: error.message });
      throw error;
    }
  }

  const notFoundPage = createNotFoundPage(
    build,
    (request, nonce) => handleRequest(request, { cspNonce: nonce }),
    (hashes) => ({ ...security, "Content-Security-Policy": contentSecurityPolicy(config.SITE_URL, hashes) }),
  );

  async function render(req: IncomingMessage, res: ServerResponse) {
    const notFound = await notFoundPage.respond(req);
    if (notFound) {
      res.writeHead(404, notFound.headers);
      res.end(req.method === "HEAD" ? undefined : notFound.body);
      return;
    }
    const nonce = createNonce();
    const request = createRequest(req, res);
    const response = await handleRequest(request, {
      cspNonce: nonce,
      clientAddress: clientAddress(req, config.TRUST_PROXY),
      leads,
    });
    for (const [name, value] of Object.entries(security)) response.headers.set(name, value);
    response.headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy(config.SITE_URL, [`'nonce-${nonce}'`]),
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
    const { body, encoding } = compressForClient(req, Buffer.from(await response.arrayBuffer()));
    const headers: Record<string, string | number> = Object.fromEntries(response.headers);
    headers.Vary = "Accept-Encoding";
    headers["Content-Length"] = body.length;
    if (encoding) headers["Content-Encoding"] = encoding;
    res.writeHead(response.status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  const listener: RequestListener = (req, res) => {
    logRequests(logger, req, res, process.hrtime.bigint());
    const url = req.url ?? "/";
    if (url === "/healthz") {
      res.writeHead(200, { ...security, "Content-Type": "application/json", "Cache-Control": "no-store" });
      res.end('{"status":"ok"}');
      return;
    }
    if (url === "/readyz") {
      isReady(db).then((ready) => {
        res.writeHead(ready ? 200 : 503, {
          ...security,
          "Content-Type": "application/json",
          "Cache-Control": "no-store",
        });
        res.end(JSON.stringify({ status: ready ? "ready" : "unavailable" }));
      });
      return;
    }
    const submit = api[url.split("?")[0]!];
    if (submit) {
      answerApi(req, res, submit).catch((error: unknown) => {
        logger.error({ err: error, url }, "api request failed");
        if (!res.headersSent) res.writeHead(500, { ...security, "Content-Type": "application/json" });
        res.end('{"error":"Internal error"}');
      });
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD" && isForeignOrigin(req, config.SITE_URL)) {
      res.writeHead(403, { ...security, "Content-Type": "text/plain; charset=utf-8" });
      res.end("Cross-site request refused");
      return;
    }
    if (
      req.method !== "GET" &&
      req.method !== "HEAD" &&
      Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES
    ) {
      res.writeHead(413, { ...security, "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
      res.end("Request body too large");
      return;
    }
    if (serveStatic(files, req, res)) return;
    if (url.length > 1 && url.endsWith("/") && !url.startsWith("//")) {
      res.writeHead(301, { ...security, Location: url.replace(/\/+$/, "") });
      res.end();
      return;
    }
    render(req, res).catch((error: unknown) => {
      logger.error({ err: error, url }, "request failed");
      if (!res.headersSent) res.writeHead(500, { ...security, "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    });
  };

  return {
    listener,
    close: async () => {
      await mailWorker.stop();
      mailSender.close();
      await db.destroy();
    },
  };
}
