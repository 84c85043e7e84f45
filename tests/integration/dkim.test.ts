import { execFile } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dkimRecord } from "../../server/mail/dkim";
import { type App, startApp } from "../support/app-server";
import { type ReceivedMail, startSmtpSink, waitFor } from "../support/smtp-sink";

const DOMAIN = "kernow-mail.example.co.uk";
const SELECTOR = "kt2026";

/** DNS as the receiver would ask it, holding only the record `npm run dkim` printed. */
function resolverWith(record: string) {
  return async (name: string, type: string) => {
    if (type === "TXT" && name === `${SELECTOR}._domainkey.${DOMAIN}`) return [[record]];
    throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: "ENOTFOUND" });
  };
}

const verified = async (raw: string, record: string) =>
  (await dkimVerify(Buffer.from(raw), { resolver: resolverWith(record) })).results.map((result) => ({
    result: result.status.result,
    domain: result.signingDomain,
    selector: result.selector,
  }));

describe("mail signed with DKIM", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: App;
  let record: string;

  beforeAll(async () => {
    // The operator's steps: npm run dkim makes the key and prints the record to publish...
    const dir = mkdtempSync(join(tmpdir(), "dkim-"));
    const keyFile = join(dir, "dkim.pem");
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "scripts/dkim.ts", "--domain", DOMAIN, "--selector", SELECTOR, "--out", keyFile],
      { env: { ...process.env, SMTP_URL: "" } },
    );
    const printed = stdout.match(
      new RegExp(`^${SELECTOR}\\._domainkey\\.${DOMAIN.replaceAll(".", "\\.")}\\.\\tIN\\tTXT\\t(.+)$`, "m"),
    );
    expect(printed, "the DKIM record printed").not.toBeNull();
    record = [...printed![1]!.matchAll(/"([^"]*)"/g)].map((m) => m[1]).join("");
    expect(stdout).toContain(`_dmarc.${DOMAIN}.\tIN\tTXT\t"v=DMARC1; p=quarantine;`);
    expect(stdout).toContain(`${DOMAIN}.\tIN\tTXT\t"v=spf1 mx -all"`);
    expect(stdout).toContain(`DKIM_PRIVATE_KEY_FILE=${keyFile}`);
    // ...and the settings it prints sign the site's mail, sent over SMTP to a real server.
    sink = await startSmtpSink();
    app = await startApp({
      DATABASE_URL: `file:${join(dir, "site.db")}`,
      SMTP_URL: sink.url,
      MAIL_FROM: `Kernow Tech Consulting <hello@${DOMAIN}>`,
      NOTIFY_EMAIL: `team@${DOMAIN}`,
      DKIM_DOMAIN: DOMAIN,
      DKIM_SELECTOR: SELECTOR,
      DKIM_PRIVATE_KEY_FILE: keyFile,
    });
    expect(readFileSync(keyFile, "utf8")).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });

  it("verifies, for both mails of an enquiry, against the published key; a changed message does not", async () => {
    const response = await app.post("/api/contact", {
      firstName: "Morwenna",
      lastName: "Trelease",
      email: "morwenna@example.org",
      company: "Penhale Boatyard",
      message: "Could you review our booking site's security? Café owners' rates welcome — £ fine.",
    });
    expect(response.status).toBe(201);
    const mails = await waitFor(() => (sink.messages.length >= 2 ? sink.messages : undefined));
    for (const mail of mails as ReceivedMail[]) {
      expect(mail.raw).toMatch(/^DKIM-Signature: /m);
      expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
      expect(await verified(mail.raw, record)).toEqual([
        { result: "pass", domain: DOMAIN, selector: SELECTOR },
      ]);
    }
    // The check can fail: a word changed on the way, or a key that is not the one published.
    // (The team's notice names the company; the mails arrive in either order.)
    const notice = (mails as ReceivedMail[]).find((mail) => mail.raw.includes("Penhale Boatyard"));
    if (!notice) throw new Error("no mail names the company");
    const tampered = notice.raw.replace("Penhale Boatyard", "Penhale Boatyarb");
    expect((await verified(tampered, record))[0]!.result).not.toBe("pass");
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const otherKey = dkimRecord(privateKey.export({ type: "pkcs8", format: "pem" }).toString());
    expect((await verified(mails[0]!.raw, otherKey))[0]!.result).not.toBe("pass");
  });
});
