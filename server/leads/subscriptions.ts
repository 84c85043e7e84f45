import { randomBytes, randomUUID } from "node:crypto";
import { validate } from "../../app/lib/validation/fields";
import { EMAIL_REQUIRED, subscriptionSchema } from "../../app/lib/validation/subscription";
import { enqueueMail, forLead, now } from "../mail/outbox";
import { subscriptionMails } from "../mail/subscription-mails";
import type { LeadForm } from "./submission";
import type { LeadDeps } from "./types";

const newToken = () => randomBytes(24).toString("base64url");
/** The shape of a token newToken makes: anything else (a NUL, which PostgreSQL cannot even compare) names no row. */
const isToken = (token: string) => /^[\w-]{32}$/.test(token);

/**
 * Double opt-in: a new (or returning) address is stored as pending and sent a confirmation link;
 * the consultancy is told. An address already confirmed gets the same answer, revealing nothing.
 */
export const subscriptionForm: LeadForm<string> = {
  kind: "subscription",
  rule: { name: "subscribe", limit: 5, windowMs: 60_000 },
  tooSoon: (seconds) => `Please wait ${seconds} seconds before trying again.`,

  parse(input) {
    const result = validate(subscriptionSchema, input);
    if (result.ok) return { ok: true, value: result.value.email };
    const message = result.fieldErrors.email ?? EMAIL_REQUIRED.description;
    const error = message === EMAIL_REQUIRED.description ? EMAIL_REQUIRED.title : message;
    return { ok: false, status: 400, error, fieldErrors: result.fieldErrors };
  },

  store: (deps, email, _client, source) =>
    deps.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom("subscriptions")
        .selectAll()
        .where("email", "=", email)
        .executeTakeFirst();
      if (existing?.status === "confirmed") return existing.id;
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
          // Two requests for a new address at once: the second finds the first one's row, and its
          // mail (on PostgreSQL, its insert broke the unique address: a 500).
          .onConflict((conflict) => conflict.column("email").doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
          const first = await trx
            .selectFrom("subscriptions")
            .select("id")
            .where("email", "=", email)
            .executeTakeFirst();
          return first?.id ?? subscriptionId;
        }
      }
      await enqueueMail(
        trx,
        forLead(
          "subscription",
          subscriptionId,
          subscriptionMails.confirmation(email, token, deps.siteUrl, deps.notifyEmail, subscriptionId),
        ),
      );
      return subscriptionId;
    }),
};

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

export async function unsubscribe(deps: LeadDeps, token: string): Promise<"unsubscribed" | "invalid"> {
  if (!isToken(token)) return "invalid";
  const result = await deps.db
    .updateTable("subscriptions")
    .set({ status: "unsubscribed", unsubscribed_at: now() })
    .where("token", "=", token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? "unsubscribed" : "invalid";
}
