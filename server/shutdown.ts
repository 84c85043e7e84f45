import type { Server } from "node:http";
import { Server as NetServer } from "node:net";
import type { App } from "./app";
import type { Logger } from "./logger";

/**
 * How long idle keep-alive connections are left for their client to close. Longer than nginx's
 * upstream keepalive_timeout (4 s, deploy/nginx): nginx closes its idle connections itself, so it
 * never sends a request down one we are closing (a POST would come back 502, not be retried).
 */
export const IDLE_CONNECTION_GRACE_MS = 5_000;

/**
 * Graceful shutdown (docs/decisions/020). The first SIGTERM (or SIGINT) drains: /readyz answers
 * 503 and the listener closes (a proxy's next connection goes to another instance). Requests in
 * flight, and any sent on a connection already open, are answered with `Connection: close`; idle
 * connections are closed after a grace. Once the last connection has ended, the mail being sent
 * is finished, the database closed, and the process exits 0. A second signal, or the time limit,
 * ends it at once with exit code 1.
 */
export function stopGracefully(options: {
  server: Server;
  extraServers?: Server[];
  app: App;
  logger: Logger;
  timeoutMs: number;
}) {
  const { server, app, logger, timeoutMs } = options;
  let stopping = false;

  const end = (code: number, message: string) => {
    logger[code === 0 ? "info" : "warn"](message);
    logger.flush();
    process.exit(code);
  };

  return function onSignal(signal: string) {
    if (stopping) return end(1, `${signal} again: stopping at once`);
    stopping = true;
    logger.info({ signal, timeoutMs }, "draining: no new connections, finishing requests in flight");
    setTimeout(() => end(1, "still busy at the time limit: stopping at once"), timeoutMs).unref();
    app.drain();
    for (const extra of options.extraServers ?? []) extra.close();
    // net's close, not http's: http's also closes idle connections at once (see above).
    NetServer.prototype.close.call(server, () => {
      app
        .close()
        .then(() => end(0, "stopped"))
        .catch((error: unknown) => {
          logger.error({ err: error }, "error while closing");
          end(1, "stopped after an error");
        });
    });
    const grace = Math.min(IDLE_CONNECTION_GRACE_MS, timeoutMs / 2);
    setTimeout(() => server.closeIdleConnections(), grace).unref();
  };
}
