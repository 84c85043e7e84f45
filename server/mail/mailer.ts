import type { Config } from "../config";
import type { DB } from "../db";
import type { Logger } from "../logger";
import { alignsWith } from "./dkim";
import { mailFiles } from "./mail-files";
import { createMailSender, messageIdDomain } from "./transport";
import { startOutboxWorker } from "./worker";

/** The outbox worker and its transport as the configuration says: one wiring for the server and the scripts. */
export function startMailer(
  config: Pick<Config, "SMTP_URL" | "MAIL_FROM" | "MAIL_DIR" | "SITE_URL" | "DKIM">,
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
    dkim: config.DKIM,
  });
  if (config.DKIM && !alignsWith(config.MAIL_FROM, config.DKIM.domainName)) {
    // Signed, but not for the From domain: DMARC passes only on an aligned signature.
    logger.warn(
      { dkimDomain: config.DKIM.domainName, from: config.MAIL_FROM },
      "DKIM_DOMAIN is not MAIL_FROM's domain: receivers applying DMARC will not count the signature",
    );
  }
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
