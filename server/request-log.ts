import type { IncomingMessage, ServerResponse } from "node:http";
import { loggableUrl } from "./log-privacy";
import type { Logger } from "./logger";
import { countStaticHit, metrics, type RouteKind } from "./metrics";

/**
 * The request log and the request metrics (docs/decisions/029). A built file served from memory
 * costs one increment: its access log is nginx's in production, so its line is written only at
 * debug level, and it observes no latency (it has none worth a histogram: it is answered at
 * once). Every other request gets a line and its latency when its response ends.
 */
export function createRequestLog(logger: Logger) {
  const logStatic = logger.isLevelEnabled("debug");
  return {
    /** A built file was just answered (synchronously, by serveStatic). */
    staticHit(req: IncomingMessage, res: ServerResponse): void {
      countStaticHit(res.statusCode);
      if (logStatic)
        logger.debug(
          { method: req.method, url: loggableUrl(req.url ?? "/"), status: res.statusCode },
          "request",
        );
    },

    /** Logs and measures a request when its response ends; `route` is read then. */
    track(req: IncomingMessage, res: ServerResponse, route: () => RouteKind): void {
      const started = process.hrtime.bigint();
      res.once("finish", () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        logger.info(
          {
            method: req.method,
            url: loggableUrl(req.url ?? "/"),
            status: res.statusCode,
            ms: Math.round(ms * 100) / 100,
          },
          "request",
        );
        const kind = route();
        metrics.requests.inc({ route: kind, status: res.statusCode });
        metrics.requestDuration.observe({ route: kind }, ms / 1000);
      });
    },
  };
}
