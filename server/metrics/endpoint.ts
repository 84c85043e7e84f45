import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Logger } from "../logger";
import { registry } from "./index";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** True when the request carries `Authorization: Bearer <token>`; compared in constant time. */
export function hasMetricsToken(req: IncomingMessage, token: string): boolean {
  const given = req.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() ?? "";
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Answers a scrape in Prometheus's text format. With a token configured, a request without it gets
 * 401 (on the public port the token is always required: docs/decisions/023).
 */
export function answerMetrics(req: IncomingMessage, res: ServerResponse, token: string | undefined): void {
  const noStore = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };
  if (token !== undefined && !hasMetricsToken(req, token)) {
    res.writeHead(401, { ...noStore, "WWW-Authenticate": 'Bearer realm="metrics"' });
    res.end();
    return;
  }
  registry.metrics().then(
    (text) => {
      res.writeHead(200, { ...noStore, "Content-Type": registry.contentType });
      res.end(req.method === "HEAD" ? undefined : text);
    },
    () => {
      res.writeHead(500, noStore);
      res.end();
    },
  );
}

/** The metrics port (METRICS_PORT): /metrics and nothing else, for a scraper on a private network. */
export function startMetricsServer(options: {
  port: number;
  host: string;
  token: string | undefined;
  logger: Logger;
}): Promise<Server> {
  const server = createServer((req, res) => {
    if ((req.url ?? "/").split("?")[0] === "/metrics") return answerMetrics(req, res, options.token);
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("Not found: this port serves /metrics only");
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : options.port;
      options.logger.info({ metricsPort: port }, `metrics on http://${options.host}:${port}/metrics`);
      resolve(server);
    });
  });
}
