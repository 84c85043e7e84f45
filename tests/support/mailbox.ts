import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { readableMail } from "./smtp-sink";

/** The .eml files the server under test wrote (no SMTP_URL in e2e), decoded enough to read links. */
export async function waitForMail(to: string, subject: RegExp): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR!;
  let found = "";
  await expect
    .poll(
      () => {
        for (const name of readdirSync(dir)) {
          const raw = readableMail(readFileSync(join(dir, name), "utf8"));
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
