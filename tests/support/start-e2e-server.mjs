// Starts the production server for Playwright with its data in a fresh temporary folder.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dataDir = mkdtempSync(join(tmpdir(), "site-e2e-"));
const child = spawn(process.execPath, ["build/server-runtime/index.js"], {
  stdio: "inherit",
  env: {
    DATABASE_URL: `file:${join(dataDir, "site.db")}`,
    MAIL_DIR: join(dataDir, "mail"),
    ...process.env,
  },
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
