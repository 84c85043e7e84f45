import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { firmFactDefaults, setCurrentFacts } from "../../app/content/company";
import { describeEachDatabase } from "../../tests/support/databases";
import { type ReceivedMail, startSmtpSink, waitFor } from "../../tests/support/smtp-sink";
import { type DB, migrate, openDatabase } from "../db";
import { createLogger } from "../logger";
import { mailFiles } from "./mail-files";
import { enqueueMail } from "./outbox";
import { createMailSender, type MailSender } from "./transport";
import { startOutboxWorker } from "./worker";

describeEachDatabase("the outbox worker on $name", (database) => {
  let db: DB;
  beforeAll(async () => {
    db = openDatabase(await database.url());
    await migrate(db);
  });
  afterAll(() => db?.destroy());

  it("keeps no copy of a message erased while it was being sent", async () => {
    const dir = mkdtempSync(join(tmpdir(), "site-worker-mail-"));
    const logger = createLogger("silent");
    const files = createMailSender({
      from: "site@example.co.uk",
      files: mailFiles(dir),
      logger,
      messageIdDomain: "example.co.uk",
    });
    const sent: string[] = [];
    // The file is written, then an erasure deletes the row before the worker records it as sent.
    const sender: MailSender = {
      ...files,
      async send(message) {
        await files.send(message);
        sent.push(message.id);
        await db.deleteFrom("mail_outbox").where("id", "=", message.id).execute();
      },
    };
    await enqueueMail(db, [
      { recipient: "kerensa@example.co.uk", subject: "Hello", text_body: "Hello", html_body: "<p>Hello</p>" },
    ]);
    const worker = startOutboxWorker(db, sender, logger);
    try {
      await waitFor(() => sent.length === 1);
      await waitFor(() => readdirSync(dir).length === 0);
    } finally {
      await worker.stop();
    }
    expect(await db.selectFrom("mail_outbox").selectAll().execute()).toEqual([]);
  });

  it("sends each mail from the firm's name and address it was composed with, unless MAIL_FROM is set", async () => {
    const sink = await startSmtpSink();
    const logger = createLogger("silent");
    const from = (mail: ReceivedMail) => mail.raw.match(/^From: (.+)$/m)?.[1];
    const sendAll = async (mailFrom: string | undefined, count: number) => {
      const sender = createMailSender({
        smtpUrl: sink.url,
        from: mailFrom,
        files: mailFiles(mkdtempSync(join(tmpdir(), "site-worker-mail-"))),
        logger,
        messageIdDomain: "example.co.uk",
      });
      const worker = startOutboxWorker(db, sender, logger);
      try {
        await waitFor(() => sink.messages.length === count);
      } finally {
        await worker.stop();
        sender.close();
      }
    };
    const mail = (recipient: string) => ({
      recipient,
      subject: "Hello",
      text_body: "Hi",
      html_body: "<p>Hi</p>",
    });
    try {
      // Queued before the owner renamed the firm, then one after: each goes as it was composed.
      await enqueueMail(db, [mail("before@example.co.uk")]);
      setCurrentFacts({ ...firmFactDefaults, name: "Smith, Jones & Co", email: "office@smithjones.co.uk" });
      await enqueueMail(db, [mail("after@example.co.uk")]);
      await sendAll(undefined, 2);
      const to = (address: string) => sink.messages.find((message) => message.to.includes(address))!;
      expect(from(to("before@example.co.uk"))).toBe(
        "Kernow Tech Consulting <hello@kernowtechconsulting.co.uk>",
      );
      // The comma is quoted: one sender, not two addresses.
      expect(from(to("after@example.co.uk"))).toBe('"Smith, Jones & Co" <office@smithjones.co.uk>');

      // MAIL_FROM set by the operator wins over the firm's address.
      await enqueueMail(db, [mail("operator@example.co.uk")]);
      await sendAll("Kernow Mail <mail@kernow-mail.example.co.uk>", 3);
      expect(from(to("operator@example.co.uk"))).toBe("Kernow Mail <mail@kernow-mail.example.co.uk>");
    } finally {
      setCurrentFacts(undefined);
      await sink.close();
    }
  });
});
