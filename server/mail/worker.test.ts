import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases";
import { waitFor } from "../../tests/support/smtp-sink";
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
});
