import type { IncomingMessage, ServerResponse } from "node:http";
import { loggableUrl } from "../log-privacy";
import type { Logger } from "../logger";
import type { AvailabilityService } from "./availability";
import { addDays, isLocalDate, ukDate } from "./time";

export const AVAILABILITY_PATH = "/api/availability";

/** The query DESIGN.md's contract takes: `from` a real UK day, `days` a whole number of days. */
export function readAvailabilityQuery(
  search: URLSearchParams,
  now = Date.now(),
): { ok: true; from?: string; days?: number } | { ok: false; error: string } {
  const from = search.get("from");
  const days = search.get("days");
  if (from !== null && !isLocalDate(from))
    return { ok: false, error: "from must be a date written YYYY-MM-DD" };
  // No call is ever a year away: a day such as 9999-12-31 is a mistake (or a probe), said so.
  const today = ukDate(now);
  if (from !== null && (from < addDays(today, -366) || from > addDays(today, 366)))
    return { ok: false, error: "from must be a day within a year of today, written YYYY-MM-DD" };
  if (days !== null && !/^\d{1,3}$/.test(days))
    return { ok: false, error: "days must be a whole number from 1 to 366" };
  const count = days === null ? undefined : Number(days);
  if (count !== undefined && (count < 1 || count > 366))
    return { ok: false, error: "days must be a whole number from 1 to 366" };
  return { ok: true, from: from ?? undefined, days: count };
}

/**
 * `GET /api/availability?from=YYYY-MM-DD&days=N` (DESIGN.md "Booking a call"): the free slots in
 * UTC, never beyond the owner's horizon whatever `days` asks; a malformed query answers 400.
 */
export function createAvailabilityRoute(options: {
  availability: Pick<AvailabilityService, "slots">;
  security: Record<string, string>;
  logger: Logger;
}) {
  /** The answer as JSON; a HEAD request gets its headers alone. */
  const json = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    body: unknown,
    extra: Record<string, string> = {},
  ) => {
    res.writeHead(status, {
      ...options.security,
      "Content-Type": "application/json",
      "Cache-Control": "no-store",
      ...extra,
    });
    res.end(req.method === "HEAD" ? undefined : JSON.stringify(body));
  };

  async function answer(req: IncomingMessage, res: ServerResponse, search: URLSearchParams) {
    const query = readAvailabilityQuery(search);
    if (!query.ok) return json(req, res, 400, { error: query.error });
    json(req, res, 200, await options.availability.slots({ from: query.from, days: query.days }));
  }

  /** Answers a request for /api/availability and returns true; false for anything else. */
  return function handleAvailability(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    if ((query === -1 ? url : url.slice(0, query)) !== AVAILABILITY_PATH) return false;
    if (req.method !== "GET" && req.method !== "HEAD") {
      json(req, res, 405, { error: "Use GET" }, { Allow: "GET, HEAD" });
      return true;
    }
    answer(req, res, new URLSearchParams(query === -1 ? "" : url.slice(query + 1))).catch(
      (error: unknown) => {
        options.logger.error({ err: error, url: loggableUrl(url) }, "availability failed");
        if (!res.headersSent) json(req, res, 500, { error: "Internal error" });
        else res.end();
      },
    );
    return true;
  };
}
