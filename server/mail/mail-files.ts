import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { OutboxMessage } from "../db/schema";

/** The outbox row a stored copy was written from: all it takes to find the copy again. */
export type StoredMail = Pick<OutboxMessage, "id" | "created_at">;

/**
 * The copies of sent mail the default transport keeps in MAIL_DIR (no SMTP_URL): one `.eml` file
 * per outbox message, named from its row (`<created_at>-<id>.eml`, so a listing reads in order).
 * Whatever deletes rows (erasure, retention) removes their copies by name, reading no file.
 */
export function mailFiles(dir: string) {
  const path = (mail: StoredMail) => join(dir, `${mail.created_at.replace(/[:.]/g, "-")}-${mail.id}.eml`);
  return {
    write(mail: StoredMail, bytes: Buffer): string {
      mkdirSync(dir, { recursive: true });
      const file = path(mail);
      writeFileSync(file, bytes);
      return file;
    },
    /** Removes the copies of these messages, where there are any. */
    remove(mails: readonly StoredMail[]): void {
      for (const mail of mails) rmSync(path(mail), { force: true });
    },
  };
}

export type MailFiles = ReturnType<typeof mailFiles>;
