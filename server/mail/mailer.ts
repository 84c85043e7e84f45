import type { FirmFacts } from "~/shared/firm-facts";
import { currentFacts, firmFactDefaults } from "../../app/content/company";
import type { Config } from "../config";
import type { DB } from "../db";
import type { Logger } from "../logger";
import { mailFiles } from "./mail-files";
import { firmFrom, warnUnlessAligned } from "./sender";
import { createMailSender, messageIdDomain } from "./transport";
import { startOutboxWorker } from "./worker";

/**
 * The domain of every Message-ID (./transport.ts): MAIL_FROM's, else the build's address, not the
 * firm's now: a reply's thread names Message-IDs made before the owner changed the address.
 */
export const mailIdDomain = (config: Pick<Config, "SITE_URL" | "MAIL_FROM">) =>
  messageIdDomain(config.SITE_URL, config.MAIL_FROM ?? firmFrom(firmFactDefaults));

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
    messageIdDomain: mailIdDomain(config),
    dkim: config.DKIM,
  });
  if (config.MAIL_FROM) warnUnlessAligned(logger, config.DKIM, config.MAIL_FROM, "MAIL_FROM");
  const worker = startOutboxWorker(db, sender, logger);
  return {
    worker,
    copies,
    /**
     * Warns when the firm's address (the facts just saved, or the facts now) is what mail goes
     * from and is not on DKIM_DOMAIN: once at start-up, once at each save (docs/decisions/045).
     */
    checkSender(facts: FirmFacts = currentFacts()) {
      if (!config.MAIL_FROM) warnUnlessAligned(logger, config.DKIM, firmFrom(facts), "the firm's email");
    },
    async stop() {
      await worker.stop();
      sender.close();
    },
  };
}

export type Mailer = ReturnType<typeof startMailer>;
