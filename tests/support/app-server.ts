import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll } from "vitest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { freshPostgresDatabase } from "./databases";
import { startSmtpSink } from "./smtp-sink";

/**
 * Starts the real app (built client and server) in this process on a free port. Its log is kept
 * in `log` (one JSON line each) when env sets LOG_LEVEL; it is silent otherwise.
 */
export async function startApp(env: Record<string, string>) {
  const config = loadConfig({
    LOG_LEVEL: "silent",
    MAIL_DIR: mkdtempSync(join(tmpdir(), "site-mail-")),
    ...env,
  });
  const log: string[] = [];
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  const app = await createApp(config, createLogger(config.LOG_LEVEL, capture));
  const server = createServer(app.listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    log,
    mailDir: config.MAIL_DIR,
    post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    /** A form post as a browser without JavaScript sends it, with `cookie`; redirects not followed. */
    submit: (
      path: string,
      fields: Record<string, string>,
      cookie = "",
      headers: Record<string, string> = {},
    ) =>
      fetch(`${base}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          ...(cookie ? { Cookie: cookie } : {}),
          ...headers,
        },
        body: new URLSearchParams(fields),
      }),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
    },
  };
}

/** The visible text of a page, tags, comments and scripts dropped, spaces collapsed. */
export const textOf = async (response: Response) =>
  (await response.text())
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** A running app as `startApp` gives it. */
export type App = Awaited<ReturnType<typeof startApp>>;

/**
 * Two instances of the app on one fresh PostgreSQL database, behind one trusted proxy (the test
 * plays it with X-Forwarded-For): started before the suite's tests, closed after them.
 */
export function twoInstancesOnPostgres(): { first: App; second: App } {
  const instances = {} as { first: App; second: App };
  beforeAll(async () => {
    const databaseUrl = await freshPostgresDatabase();
    instances.first = await startApp({ DATABASE_URL: databaseUrl, TRUST_PROXY: "1" });
    instances.second = await startApp({ DATABASE_URL: databaseUrl, TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await instances.first?.close();
    await instances.second?.close();
  });
  return instances;
}

/**
 * The app on a database of its own (`url` makes it), sending to a real SMTP sink, behind one
 * trusted proxy (tests give each client an X-Forwarded-For): started before the suite's tests,
 * closed after them. Its fields are set once the suite has started. `env` may be a function, read
 * when the app starts (after the hooks registered before this one: a server they start).
 */
export function appWithMailbox(
  url: () => Promise<string>,
  env: Record<string, string> | (() => Record<string, string>) = {},
) {
  const running = {} as { app: App; sink: Awaited<ReturnType<typeof startSmtpSink>>; databaseUrl: string };
  beforeAll(async () => {
    running.sink = await startSmtpSink();
    running.databaseUrl = await url();
    running.app = await startApp({
      DATABASE_URL: running.databaseUrl,
      SMTP_URL: running.sink.url,
      TRUST_PROXY: "1",
      ...(typeof env === "function" ? env() : env),
    });
  });
  afterAll(async () => {
    await running.app?.close();
    await running.sink?.close();
  });
  return running;
}
