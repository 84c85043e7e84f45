import { randomBytes, randomUUID } from "node:crypto";
import { manageLink } from "../booking/manage-links";
import { now } from "../clock";
import type { DB } from "../db";
import { downloadLink } from "../leads/download-links";
import type { SessionUser } from "./session-user";

/**
 * What the site holds about a signed-in person, matched by their confirmed address: their
 * enquiries, booked calls (with the link to move or cancel one to come), resource requests (with
 * fresh download links) and subscription.
 */
export function createAccountData(deps: { db: DB; siteUrl: string; signingSecret: string }) {
  const { db } = deps;

  async function overview(user: SessionUser) {
    const email = user.email.toLowerCase();
    const [enquiries, calls, requests, subscription] = await Promise.all([
      db
        .selectFrom("enquiries")
        .select(["id", "created_at", "company", "service_interests", "message"])
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
        .orderBy("created_at", "desc")
        .execute(),
      db
        .selectFrom("bookings")
        .select(["id", "manage_key", "created_at", "start_at", "end_at", "call_kind", "status", "topic"])
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
        .orderBy("start_at", "desc")
        .execute(),
      db
        .selectFrom("resource_requests")
        .select(["id", "created_at", "resource_slug", "resource_title", "resource_type"])
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
        .orderBy("created_at", "desc")
        .execute(),
      db
        .selectFrom("subscriptions")
        .select(["status", "confirmed_at"])
        .where("email", "=", email)
        .executeTakeFirst(),
    ]);
    return {
      user: { name: user.name, email: user.email },
      enquiries: enquiries.map((row) => ({
        id: row.id,
        sentAt: row.created_at,
        company: row.company,
        services: JSON.parse(row.service_interests) as string[],
        message: row.message,
      })),
      bookings: calls.map((row) => ({
        id: row.id,
        bookedAt: row.created_at,
        start: row.start_at,
        end: row.end_at,
        callKind: row.call_kind,
        status: row.status,
        topic: row.topic,
        // The link works until the call starts (bookings.ts, findByManageToken).
        manage:
          row.status === "active" && Date.parse(row.start_at) > Date.now()
            ? manageLink(deps.signingSecret, deps.siteUrl, row)
            : null,
      })),
      resourceRequests: requests.map((row) => ({
        id: row.id,
        requestedAt: row.created_at,
        title: row.resource_title,
        type: row.resource_type,
        download: downloadLink(deps.signingSecret, deps.siteUrl, row.resource_slug, row.id).url,
      })),
      subscribed: subscription?.status === "confirmed",
    };
  }

  return {
    overview,

    /** 'Download my data': everything above, plus the account itself, as one JSON document. */
    async export(user: SessionUser & { createdAt?: Date | string }) {
      const { enquiries, bookings, resourceRequests, subscribed } = await overview(user);
      return {
        exportedAt: now(),
        account: { name: user.name, email: user.email, createdAt: user.createdAt },
        enquiries,
        bookings: bookings.map(({ manage: _, ...booking }) => booking),
        resourceRequests: resourceRequests.map(({ download: _, ...request }) => request),
        subscription: { subscribed },
      };
    },

    /** Subscribing from the account needs no second confirmation: the address is confirmed. */
    async setSubscribed(user: SessionUser, subscribed: boolean): Promise<void> {
      const email = user.email.toLowerCase();
      const at = now();
      if (!subscribed) {
        await db
          .updateTable("subscriptions")
          .set({ status: "unsubscribed", unsubscribed_at: at })
          .where("email", "=", email)
          .execute();
        return;
      }
      await db
        .insertInto("subscriptions")
        .values({
          id: randomUUID(),
          email,
          status: "confirmed",
          token: randomBytes(24).toString("base64url"),
          created_at: at,
          confirmed_at: at,
          unsubscribed_at: null,
        })
        .onConflict((conflict) =>
          conflict
            .column("email")
            .doUpdateSet({ status: "confirmed", confirmed_at: at, unsubscribed_at: null }),
        )
        .execute();
    },
  };
}

export type AccountData = ReturnType<typeof createAccountData>;
