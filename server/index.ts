import { createServer, type Server } from "node:http";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { createLogger } from "./logger";
import { startMetricsServer } from "./metrics/endpoint";
import { stopGracefully } from "./shutdown";

const LISTEN_BACKLOG = 4096;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const app = await createApp(config, logger);
  const server = createServer({ keepAliveTimeout: 65_000 }, app.listener);
  const extraServers: Server[] = [];
  if (config.METRICS_PORT !== undefined)
    extraServers.push(
      await startMetricsServer({
        port: config.METRICS_PORT,
        host: config.HOST,
        token: config.METRICS_TOKEN,
        logger,
      }),
    );

  // A burst of new connections waits in the kernel's queue for accept(): Node's default of 511
  // overflowed at 2,000 clients (dropped handshakes, retried after 1 s, 3 s: docs/decisions/024).
  // The kernel caps it at net.core.somaxconn (4096 on current Debian).
  server.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG }, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info({ port, siteUrl: config.SITE_URL }, `listening on http://localhost:${port}`);
    logger.flush(); // the log is buffered: say "listening" at once
  });

  const onSignal = stopGracefully({
    server,
    extraServers,
    app,
    logger,
    timeoutMs: config.SHUTDOWN_TIMEOUT * 1000,
  });
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  process.on("SIGINT", () => onSignal("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
