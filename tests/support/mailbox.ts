import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { mimeParts } from "./mime-parts";
import { readableMail } from "./smtp-sink";

/**
 * The mail the server under test sent, as the e2e SMTP sink wrote it (an .eml file per message,
 * tests/support/start-e2e-server.mjs), decoded enough to read links.
 */
export async function waitForMail(to: string, subject: RegExp): Promise<string> {
  return readableMail(await waitForRawMail(to, subject));
}

/** The message as it was sent (its parts still encoded: `mimeParts` opens them). */
async function waitForRawMail(to: string, subject: RegExp): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR!;
  let found = "";
  await expect
    .poll(
      () => {
        for (const name of readdirSync(dir)) {
          const raw = readFileSync(join(dir, name), "utf8");
          const readable = readableMail(raw);
          if (readable.includes(`To: ${to}`) && subject.test(readable)) {
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

/** The HTML part of the mail to `to` whose subject (or text) matches, as a mail program shows it. */
export async function waitForMailHtml(to: string, subject: RegExp): Promise<string> {
  const html = mimeParts(await waitForRawMail(to, subject)).find((part) =>
    part.contentType.startsWith("text/html"),
  );
  expect(html, `an HTML part in the mail to ${to}`).toBeDefined();
  return html!.body;
}

/**
 * Makes the e2e mail server refuse `address` (451, as a mail server in trouble answers) until the
 * returned function is called: an outage that only this test's mail meets.
 */
export function refuseMailTo(address: string): () => void {
  const file = join(`${process.env.E2E_MAIL_DIR!}.refused`, address.toLowerCase());
  writeFileSync(file, "");
  return () => rmSync(file, { force: true });
}

/** The path (starting with `path`) of the link in the mail to `to` whose subject matches, pointed at the server under test. */
export async function mailedLink(to: string, subject: RegExp, path: string): Promise<string> {
  const mail = await waitForMail(to, subject);
  const link = mail.match(new RegExp(`https?://[^/\\s]+(${path.replace("?", "\\?")}[^\\s"<>]+)`))?.[1];
  expect(link, `a link to ${path} in the mail to ${to}`).toBeDefined();
  return link!;
}
