import { execSync } from "node:child_process";

/** The system Chromium (Debian's package, `apt-get install -y chromium`): no browser is ever downloaded. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync("command -v chromium || command -v chromium-browser", { encoding: "utf8" }).trim();
  } catch {
    throw new Error("Chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH)");
  }
}

/**
 * How Chromium runs here, for Playwright and Lighthouse alike: as root without a sandbox or GPU,
 * and without the background connections it would otherwise try (this machine's network refuses
 * them, many at a time).
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
