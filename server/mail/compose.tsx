import { renderToStaticMarkup } from "react-dom/server";
import { mailFrame } from "../../app/content/mails";
import type { MailAttachment, NewOutboxMessage } from "../db/schema";
import { filledRows, type MailBlock, type MailContent, MailLayout } from "./layout";

/** Subjects carry visitor text (in the consultancy's notices): never let it start a new header line. */
export const oneLine = (value: string) =>
  value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .trim()
    .slice(0, 150);

/**
 * The most of a visitor's own words that a mail to the address they typed may carry: the first
 * word of the name they gave, letters only, at most 20 characters. Anything more would let anyone
 * make the consultancy's domain send their text to a stranger (docs/decisions/008).
 */
export function greetingName(name: string): string {
  const firstWord = name.trim().split(/\s+/)[0] ?? "";
  return firstWord.replace(/[^\p{L}\p{M}'’-]/gu, "").slice(0, 20);
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "heading":
      return `${block.text}:`;
    case "steps":
      return block.items.map((item, index) => `${index + 1}. ${item}`).join("\n");
    case "fields":
      return filledRows(block)
        .map(([label, value]) => `${label}: ${value}`)
        .join("\n");
    case "button":
    case "link":
      return `${block.label}: ${block.href}`;
  }
}

/**
 * The text part's frame: the wordmark above, and the registered details below a signature line,
 * read when each mail is composed (the firm's facts change without a restart: decision 045).
 */
const textHead = () => `${mailFrame.wordmark.toUpperCase()}\n${mailFrame.tagline}`;
const textFoot = () => `-- \n${mailFrame.footer.join("\n")}`;

/** A mail for the outbox: HTML rendered by the one layout, text from the same blocks, a one-line subject. */
export function composeMail(mail: {
  recipient: string;
  subject: string;
  content: MailContent;
  headers?: Record<string, string>;
  attachments?: readonly MailAttachment[];
}): NewOutboxMessage {
  const { title, blocks } = mail.content;
  return {
    recipient: mail.recipient,
    subject: oneLine(mail.subject),
    text_body: `${[textHead(), `${title}\n${"=".repeat(Math.min(title.length, 60))}`, ...blocks.map(blockText).filter(Boolean), textFoot()].join("\n\n")}\n`,
    html_body: `<!doctype html>${renderToStaticMarkup(<MailLayout title={title} blocks={blocks} />)}`,
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.attachments ? { attachments: mail.attachments } : {}),
  };
}
