import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./scripts/lib/chromium";

const port = Number(process.env.E2E_PORT ?? 3100);
// Where the e2e mail server writes what it receives (.eml files); tests read links from it.
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), "site-e2e-mail-"));
// The server's database, which a test may seed directly (tests/e2e/admin-bookings.spec.ts).
process.env.E2E_DATABASE_URL ??= `file:${join(mkdtempSync(join(tmpdir(), "site-e2e-db-")), "site.db")}`;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    // axe-core is injected as an inline script, which the site's CSP (rightly) refuses.
    bypassCSP: true,
    trace: "off",
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
      testIgnore: /articles\.spec\.ts|firm-facts\.spec\.ts/,
    },
    // Publishing changes what every other test reads (the listing's count): after them, on its own.
    {
      name: "publishing",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
      testMatch: /articles\.spec\.ts/,
      dependencies: ["chromium"],
    },
    // The firm's facts change every page: after publishing, on its own.
    {
      name: "facts",
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 } },
      testMatch: /firm-facts\.spec\.ts/,
      dependencies: ["publishing"],
    },
  ],
  webServer: {
    command: "node tests/support/start-e2e-server.mjs",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    // One trusted proxy: each test plays it, giving its page an address of its own (tests/support/clients.ts).
    env: {
      PORT: String(port),
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
      MAIL_DIR: process.env.E2E_MAIL_DIR,
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      // One back-office owner per Playwright worker (tests/e2e/admin.spec.ts).
      ADMIN_EMAILS: "owner-0@example.co.uk,owner-1@example.co.uk,owner-2@example.co.uk,owner-3@example.co.uk",
    },
  },
});
