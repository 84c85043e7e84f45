/**
 * npm run spam-score
 * One of every mail the site sends (tests/support/sample-mails.ts), composed and DKIM-signed as
 * the server sends it (a throwaway key), scored by SpamAssassin's local rules (`spamassassin -L`:
 * no network, so no DNS, blocklist or DKIM-key checks). Needs `apt-get install spamassassin`.
 */
import { spawnSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLogger } from "../server/logger";
import { mailFiles } from "../server/mail/mail-files";
import { createMailSender } from "../server/mail/transport";
import { sampleMails } from "../tests/support/sample-mails";

if (spawnSync("spamassassin", ["-V"]).status !== 0) {
  console.error("spamassassin is not installed (apt-get install -y spamassassin).");
  process.exit(2);
}
const mailDir = mkdtempSync(join(tmpdir(), "spam-score-"));
const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const sender = createMailSender({
  from: "Kernow Tech Consulting <hello@kernowtechconsulting.co.uk>",
  files: mailFiles(mailDir),
  logger: createLogger("silent"),
  messageIdDomain: "kernowtechconsulting.co.uk",
  dkim: {
    domainName: "kernowtechconsulting.co.uk",
    keySelector: "kernow2026",
    privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  },
});
const now = new Date().toISOString();
for (const [index, { mail }] of sampleMails().entries()) {
  await sender.send({
    ...mail,
    id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    headers: JSON.stringify(mail.headers ?? {}),
    attachments: mail.attachments ? JSON.stringify(mail.attachments) : null,
    created_at: now,
  } as Parameters<typeof sender.send>[0]);
}
sender.close();
const names = sampleMails().map((sample) => sample.name);
for (const [index, file] of readdirSync(mailDir).sort().entries()) {
  const result = spawnSync("spamassassin", ["-L", "-t"], { input: readFileSync(join(mailDir, file)) });
  const report = result.stdout.toString();
  const score = report.match(/^X-Spam-Status: \w+, score=(-?[\d.]+)/m)?.[1];
  const tests = report.match(/tests=([\s\S]*?)\s+autolearn/)?.[1]?.replace(/\s+/g, "");
  console.log(`${names[index]?.padEnd(26)} ${score?.padStart(5)}  ${tests}`);
}
