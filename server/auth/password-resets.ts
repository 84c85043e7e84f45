import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { linkLifetimes } from "../../app/content/auth";
import type { DB } from "../db";
import type { Database } from "../db/schema";
import { accountMails } from "../mail/account-mails";
import { enqueueMail } from "../mail/outbox";
import type { TaskHandler } from "../tasks/queue";
import { authValues } from "./auth-rows";

export const PASSWORD_RESET_TASK = "password-reset";

/** better-auth's reset tokens are `verification` rows named so, whose value is the user's id. */
const RESET_PREFIX = "reset-password:";

/**
 * Makes every reset link of the user useless: on a newer request, a completed reset, a changed
 * password (server/auth/better-auth.ts).
 */
export async function endResetLinks(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .deleteFrom("verification")
    .where("value", "=", userId)
    .where("identifier", "like", `${RESET_PREFIX}%`)
    .execute();
}

/**
 * A reset asked for (docs/decisions/027: queued, so a known and an unknown address get the same
 * answer after the same work). For an account: the earlier links end, a new token for an hour in
 * better-auth's own form (its /reset-password endpoint takes it), the mail; otherwise nothing.
 */
export function passwordResetTask(deps: { db: DB; siteUrl: string }): TaskHandler<{ email: string }> {
  const values = authValues(deps.db.dialect);
  return async (trx, { email }) => {
    const user = await trx
      .selectFrom("user")
      .select(["id", "name", "email"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (!user) return;
    await endResetLinks(trx, user.id);
    const token = randomBytes(24).toString("base64url");
    const at = new Date();
    await trx
      .insertInto("verification")
      .values({
        id: randomUUID(),
        identifier: `${RESET_PREFIX}${token}`,
        value: user.id,
        expiresAt: values.time(new Date(at.getTime() + linkLifetimes.resetHours * 60 * 60_000)),
        createdAt: values.time(at),
        updatedAt: values.time(at),
      })
      .execute();
    await enqueueMail(trx, [accountMails.passwordReset(user, deps.siteUrl, token)]);
  };
}
