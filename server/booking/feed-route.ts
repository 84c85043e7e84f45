import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { DB } from "../db";
import { loggableUrl } from "../log-privacy";
import type { Logger } from "../logger";
import type { BookingService } from "./bookings";
import { FEED_PATH, isFeedToken } from "./feed";
import { ownerFeed } from "./ical";

const FEED = new RegExp(`^${FEED_PATH}/([A-Za-z0-9_-]{1,64})\\.ics$`);

/**
 * The owner's private calendar feed, `GET /book/feed/<token>.ics`: the upcoming calls as
 * iCalendar, for a phone's calendar to subscribe to. Any other token (an old one, a guess) gets the
 * site's ordinary 404 page, as any unknown address does: the feed is not advertised.
 */
export function createFeedRoute(options: {
  db: DB;
  bookings: Pick<BookingService, "upcoming">;
  siteUrl: string;
  security: Record<string, string>;
  logger: Logger;
  renderNotFound: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}) {
  // ical-generator costs about a quarter of a millisecond a call (it measures every line's bytes
  // as it folds it): the feed is written again only when the calls in it have changed.
  let written: { fingerprint: string; body: string } | undefined;
  async function feed(): Promise<string> {
    const calls = await options.bookings.upcoming();
    const fingerprint = createHash("sha256").update(JSON.stringify(calls)).digest("hex");
    if (written?.fingerprint !== fingerprint)
      written = { fingerprint, body: ownerFeed(calls, options.siteUrl) };
    return written.body;
  }

  async function answer(req: IncomingMessage, res: ServerResponse, token: string | undefined) {
    if (!token || !(await isFeedToken(options.db, token))) return options.renderNotFound(req, res);
    const body = await feed();
    res.writeHead(200, {
      ...options.security,
      "Content-Type": "text/calendar; charset=utf-8",
      // Calendars poll it; each poll must see the calls as they are now.
      "Cache-Control": "no-store",
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** Answers a GET or HEAD under /book/feed/ and returns true; false for anything else. */
  return function handleFeed(req: IncomingMessage, res: ServerResponse): boolean {
    const path = (req.url ?? "/").split("?")[0]!;
    if (!path.startsWith(`${FEED_PATH}/`) || (req.method !== "GET" && req.method !== "HEAD")) return false;
    answer(req, res, FEED.exec(path)?.[1]).catch((error: unknown) => {
      options.logger.error({ err: error, url: loggableUrl(req.url ?? "/") }, "calendar feed failed");
      if (!res.headersSent)
        res.writeHead(500, { ...options.security, "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    });
    return true;
  };
}
