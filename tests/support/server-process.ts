import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

export type ServerProcess = {
  base: string;
  port: number;
  child: ChildProcess;
  /** Resolves to the exit code (null when ended by a signal) once the process has exited. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
};

/** Starts the built production server (build/server-runtime) as its own process on a free port. */
export async function startServerProcess(
  env: Record<string, string>,
  { startTimeoutMs = 20_000 } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["build/server-runtime/index.js"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      PATH: process.env.PATH,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      MAIL_DIR: mkdtempSync(join(tmpdir(), "site-proc-mail-")),
      ...env,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => {
      child.kill("SIGKILL"); // never leave a half-started server behind
      reject(new Error(`server did not start within ${startTimeoutMs / 1000} s`));
    }, startTimeoutMs);
    lines.on("line", (line) => {
      const entry = JSON.parse(line) as { msg?: string; port?: number };
      if (entry.msg?.startsWith("listening") && entry.port) {
        clearTimeout(timer);
        resolve(entry.port);
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code} before listening`)));
  });
  // Keep draining the request log so the pipe never fills up.
  child.stdout!.resume();
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    child,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
