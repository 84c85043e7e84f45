import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, openSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type RunningServer = {
  url: string;
  pid: number;
  process: ChildProcess;
  /** The SQLite file the server uses unless DATABASE_URL was given. */
  databaseUrl: string;
  /** Where it writes its mail (.eml files; no SMTP_URL). */
  mailDir: string;
  stop(): Promise<void>;
};

/**
 * Starts the production build on a port, with its data in a temporary folder, and waits for
 * /healthz. Its log (LOG_LEVEL warn unless env says otherwise) goes nowhere, or with `logToFile`
 * to `log.jsonl` in that folder, as a service's log goes to the journal.
 */
export async function startProductionServer(
  port: number,
  env: Record<string, string> = {},
  options: { logToFile?: boolean } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "site-script-"));
  const databaseUrl = `file:${join(dataDir, "site.db")}`;
  const mailDir = join(dataDir, "mail");
  const log = options.logToFile ? openSync(join(dataDir, "log.jsonl"), "w") : "ignore";
  const child = spawn(process.execPath, ["build/server-runtime/index.js"], {
    stdio: ["ignore", log, "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: "warn",
      DATABASE_URL: databaseUrl,
      MAIL_DIR: mailDir,
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  // Up to 30 s: it migrates, and renders the pages made of the database's content, before it listens.
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (attempt === 299) throw new Error("the server did not start");
  }
  return {
    url,
    pid: child.pid!,
    process: child,
    databaseUrl,
    mailDir,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
