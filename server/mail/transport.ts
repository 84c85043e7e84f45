import { isIP } from "node:net";
import type { SendMailOptions } from "nodemailer";
import nodemailer from "nodemailer";
import type { MailAttachment, OutboxMessage } from "../db/schema";
import { pseudonym } from "../log-privacy";
import type { Logger } from "../logger";
import type { DkimSigning } from "./dkim";
import type { MailFiles } from "./mail-files";
import { firmFrom } from "./sender";

export type MailSender = {
  send(message: OutboxMessage): Promise<void>;
  /** The message's row was deleted while it was being sent (an erasure): drop any copy kept of it. */
  discard(message: OutboxMessage): void;
  close(): void;
};

/**
 * The domain of the site's Message-IDs: SITE_URL's host when it is a public name, else the domain
 * of MAIL_FROM's address (SITE_URL is localhost in the embedded set-up). A Message-ID on a domain
 * the sender does not own marks a message as likely spam.
 */
export function messageIdDomain(siteUrl: string, mailFrom: string): string {
  const host = new URL(siteUrl).hostname;
  if (host.includes(".") && !isIP(host) && !host.startsWith("[") && !host.endsWith(".localhost")) return host;
  const address = mailFrom.match(/<([^>]+)>/)?.[1] ?? mailFrom;
  return address.split("@")[1]?.trim().toLowerCase() || host;
}

/**
 * A message's stored files as nodemailer takes them. A calendar invitation (`text/calendar` with a
 * method) goes as nodemailer's `icalEvent`: both a `text/calendar; method=...` alternative, which
 * Outlook and Gmail need to offer Accept, to move the event or to remove it, and an `.ics` file.
 */
export function attachmentsOf(message: Pick<OutboxMessage, "attachments">): SendMailOptions {
  const files = message.attachments ? (JSON.parse(message.attachments) as MailAttachment[]) : [];
  const methodOf = (file: MailAttachment) =>
    /^text\/calendar\b.*;\s*method=([A-Z]+)/i.exec(file.contentType)?.[1];
  const invitation = files.find(methodOf);
  const rest = files.filter((file) => file !== invitation);
  return {
    ...(invitation
      ? {
          icalEvent: {
            method: methodOf(invitation),
            filename: invitation.filename,
            content: invitation.content,
          },
        }
      : {}),
    ...(rest.length > 0 ? { attachments: rest.map((file) => ({ ...file })) } : {}),
  };
}

/**
 * SMTP_URL with a pooled connection unless it says `pool=false`: a new connection per message
 * costs the server's greeting (often a deliberate pause) and a TLS handshake, and held the
 * outbox to about ten messages a second (docs/decisions/021).
 */
export function pooledSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
  return url.toString();
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file in MAIL_DIR and
 * logged (by its id and its recipient's pseudonym: docs/decisions/029), so a newcomer can see what
 * would have been sent. Each goes from `from` (MAIL_FROM) when set, else from the firm's name and
 * address it was composed with, else (queued before those were kept) the firm's now.
 */
export function createMailSender(options: {
  smtpUrl?: string;
  /** MAIL_FROM, set explicitly: every mail goes from it (docs/decisions/045). */
  from?: string;
  files: MailFiles;
  logger: Logger;
  messageIdDomain: string;
  /** Signs every message with nodemailer's own DKIM signer (docs/decisions/032). */
  dkim?: DkimSigning;
}): MailSender {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(pooledSmtpUrl(options.smtpUrl))
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from ?? message.sender ?? firmFrom(),
        to: message.recipient,
        subject: message.subject,
        text: message.text_body,
        html: message.html_body,
        headers: JSON.parse(message.headers) as Record<string, string>,
        messageId: `<${message.id}@${options.messageIdDomain}>`,
        ...attachmentsOf(message),
        ...(options.dkim ? { dkim: options.dkim } : {}),
      });
      if (!options.smtpUrl) {
        const file = options.files.write(message, (info as { message: Buffer }).message);
        options.logger.info(
          { id: message.id, to: pseudonym(message.recipient), file },
          "mail written to file (no SMTP_URL)",
        );
      }
    },
    discard(message) {
      options.files.remove([message]);
    },
    close: () => transport.close(),
  };
}
