import { randomBytes, randomUUID } from "node:crypto";
import { now } from "../clock";
import { enqueueMail, forLead } from "../mail/outbox";
import { subscriptionMails } from "../mail/subscription-mails";
import type { TaskHandler } from "../tasks/queue";
import type { StoredSource } from "./source";
import type { LeadDeps } from "./types";

const newToken = () => randomBytes(24).toString("base64url");
/** The shape of a token newToken makes: anything else (a NUL, which PostgreSQL cannot even compare) names no row. */
const isToken = (token: string) => /^[\w-]{32}$/.test(token);

export const SUBSCRIPTION_TASK = "subscription";
/** What the subscribe form queues (app/forms/subscribe/subscribe.server.ts). */
export type Subscribing = { email: string; source: StoredSource };

/**
 * Double opt-in, after the answer: a new (or returning) address is stored as pending and sent a
 * confirmation link, and the consultancy is told; an address already confirmed is left as it is.
 */
export function subscriptionTask(deps: Pick<LeadDeps, "siteUrl" | "notifyEmail">): TaskHandler<Subscribing> {
  return async (trx, { email, source }) => {
    const existing = await trx
      .selectFrom("subscriptions")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirst();
    if (existing?.status === "confirmed") return;
    const token = newToken();
    const subscriptionId = existing?.id ?? randomUUID();
    if (existing) {
      await trx
        .updateTable("subscriptions")
        .set({ status: "pending", token, unsubscribed_at: null, last_activity_at: now() })
        .where("id", "=", existing.id)
        .execute();
    } else {
      const inserted = await trx
        .insertInto("subscriptions")
        .values({
          id: subscriptionId,
          email,
          status: "pending",
          token,
          created_at: now(),
          confirmed_at: null,
          unsubscribed_at: null,
          ...source,
        })
        // Two instances' tasks for a new address at once: the second leaves the first one's row,
        // and its mail, alone (on PostgreSQL its insert broke the unique address).
        .onConflict((conflict) => conflict.column("email").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
    }
    await enqueueMail(
      trx,
      forLead(
        "subscription",
        subscriptionId,
        subscriptionMails.confirmation(email, token, deps.siteUrl, deps.notifyEmail(), subscriptionId),
      ),
    );
  };
}

export async function confirmSubscription(deps: LeadDeps, token: string): Promise<"confirmed" | "invalid"> {
  if (!isToken(token)) return "invalid";
  const result = await deps.db
    .updateTable("subscriptions")
    .set({ status: "confirmed", confirmed_at: now() })
    .where("token", "=", token)
    .where("status", "in", ["pending", "confirmed"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? "confirmed" : "invalid";
}

/** Whether a mailed unsubscribe link names a subscription (its page offers the button only then). */
export async function namesSubscription(deps: LeadDeps, token: string): Promise<boolean> {
  if (!isToken(token)) return false;
  const row = await deps.db
    .selectFrom("subscriptions")
    .select("id")
    .where("token", "=", token)
    .executeTakeFirst();
  return row !== undefined;
}

export async function unsubscribe(deps: LeadDeps, token: string): Promise<"unsubscribed" | "invalid"> {
  if (!isToken(token)) return "invalid";
  const result = await deps.db
    .updateTable("subscriptions")
    .set({ status: "unsubscribed", unsubscribed_at: now() })
    .where("token", "=", token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? "unsubscribed" : "invalid";
}
