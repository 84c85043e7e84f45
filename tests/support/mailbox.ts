import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";

/** The .eml files the server under test wrote (no SMTP_URL in e2e), decoded enough to read links. */
export async function waitForMail(to: string, subject: RegExp): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR!;
  let found = "";
  await expect
    .poll(
      () => {
        for (const name of readdirSync(dir)) {
          const raw = readFileSync(join(dir, name), "utf8")
            .replace(/=\r?\n/g, "")
            .replace(/=3D/g, "=")
            .replace(/\r?\n[ \t]+/g, " "); // unfold long header lines
          if (raw.includes(`To: ${to}`) && subject.test(raw)) {
            found = raw;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}
