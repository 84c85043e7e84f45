import type { Config } from "../config";
import type { DB } from "../db";
import type { Logger } from "../logger";
import { mailFiles } from "./mail-files";
import { createMailSender, messageIdDomain } from "./transport";
import { startOutboxWorker } from "./worker";

/** The outbox worker and its transport as the configuration says: one wiring for the server and the scripts. */
export function startMailer(
  config: Pick<Config, "SMTP_URL" | "MAIL_FROM" | "MAIL_DIR" | "SITE_URL">,
  db: DB,
  logger: Logger,
) {
  // Kept copies (no SMTP_URL) are found again by erasure and retention, through `copies`.
  const copies = mailFiles(config.MAIL_DIR);
  const sender = createMailSender({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    files: copies,
    logger,
    messageIdDomain: messageIdDomain(config.SITE_URL, config.MAIL_FROM),
  });
  const worker = startOutboxWorker(db, sender, logger);
  return {
    worker,
    copies,
    async stop() {
      await worker.stop();
      sender.close();
    },
  };
}

export type Mailer = ReturnType<typeof startMailer>;
