import type { IncomingMessage, ServerResponse } from "node:http";
import { createHeaders } from "@remix-run/node-fetch-server";
import { inboxFilterFrom } from "~/shared/inbox-filter";
import type { AnalyticsExports } from "../analytics/http";
import type { SessionUser } from "../auth/accounts";
import { now } from "../clock";
import { loggableUrl } from "../log-privacy";
import type { Logger } from "../logger";
import type { AdminServices } from ".";

type NotFound = (
  req: IncomingMessage,
  res: ServerResponse,
  options?: { offerSignIn?: boolean },
) => void | Promise<void>;

/**
 * /admin, /admin/..., and React Router's data requests for them (/admin.data, /admin/mail.data),
 * read as React Router matches them: decoded, and in any case (/ADMIN, /%61dmin).
 */
export function isAdminPath(url: string): boolean {
  let path = url.split("?")[0]!;
  try {
    path = decodeURIComponent(path);
  } catch {}
  path = path.toLowerCase();
  return path === "/admin" || path === "/admin.data" || path.startsWith("/admin/");
}

/**
 * The back office's door: anyone but a signed-in admin gets the site's ordinary 404 page for every
 * /admin path, page or data or export (the area is not advertised, so not 403); a visitor not
 * signed in at all is offered, on that page, to sign in and come back (decision 039). Admins get the
 * pages (rendered by React Router, given the admin found here) and the CSV export, streamed from here
 * because the renderer buffers whole responses.
 */
export function createAdminGate(options: {
  admin: AdminServices;
  security: Record<string, string>;
  logger: Logger;
  renderPage: (req: IncomingMessage, res: ServerResponse, context: { adminActor: SessionUser }) => void;
  renderNotFound: NotFound;
  /** The site's figures as JSON and CSV (server/analytics). */
  analytics: AnalyticsExports;
}) {
  const { admin, security } = options;

  async function exportCsv(
    req: IncomingMessage,
    res: ServerResponse,
    actor: NonNullable<Awaited<ReturnType<AdminServices["admin"]>>>,
  ) {
    const filter = inboxFilterFrom(new URL(req.url ?? "/", "http://site").searchParams);
    res.writeHead(200, {
      ...security,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${now().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    });
    const { complete } = await admin.exportCsv(actor, filter, res);
    if (complete) res.end();
  }

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const { admin: actor, signedIn } = await admin.visitor(createHeaders(req));
    // Signed out (a mailed link opened on a phone), the 404 offers to sign in and come back to the
    // page; signed in without the right, the plain 404 (decision 039).
    if (!actor) return options.renderNotFound(req, res, { offerSignIn: !signedIn });
    const path = (req.url ?? "/").split("?")[0];
    if (path === "/admin/export.csv" && req.method === "GET") return exportCsv(req, res, actor);
    if (await options.analytics.answer(req, res, path!)) return;
    return options.renderPage(req, res, { adminActor: actor });
  }

  return function handleAdmin(req: IncomingMessage, res: ServerResponse): boolean {
    if (!isAdminPath(req.url ?? "/")) return false;
    Promise.resolve(answer(req, res)).catch((error: unknown) => {
      options.logger.error({ err: error, url: loggableUrl(req.url ?? "/") }, "admin request failed");
      // An export already under way is cut off: words added to its CSV would read as a lead.
      if (res.headersSent) return res.destroy();
      res.writeHead(500, { ...security, "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    });
    return true;
  };
}
