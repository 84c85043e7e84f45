import { createHash } from "node:crypto";
import { APIError } from "better-auth/api";
import { authMessages } from "../../app/content/auth";
import type { DB } from "../db";
import { CLIENT_ADDRESS_HEADER, rateLimitedClient } from "../security/client-address";
import { createRateLimiter, type RateLimiter } from "../security/rate-limit";

const minutes = (n: number) => n * 60_000;
type Limit = { limit: number; windowMs: number };

/**
 * What each state-changing auth endpoint allows, per client address and per target email: enough
 * for a person who mistypes (the browser's own throttle is 5 tries in 5 s, SPEC §9), far too little
 * to guess passwords or to mail-bomb an address.
 */
export const AUTH_LIMITS: Record<string, { perClient: Limit; perEmail?: Limit }> = {
  "/sign-in/email": {
    perClient: { limit: 20, windowMs: minutes(10) },
    perEmail: { limit: 10, windowMs: minutes(15) },
  },
  "/sign-up/email": {
    perClient: { limit: 10, windowMs: minutes(60) },
    perEmail: { limit: 3, windowMs: minutes(60) },
  },
  "/request-password-reset": {
    perClient: { limit: 5, windowMs: minutes(15) },
    perEmail: { limit: 3, windowMs: minutes(60) },
  },
  "/send-verification-email": {
    perClient: { limit: 5, windowMs: minutes(15) },
    perEmail: { limit: 3, windowMs: minutes(60) },
  },
  // A confirmation link's password form (server/auth/registrations.ts).
  "/confirm-registration": { perClient: { limit: 10, windowMs: minutes(15) } },
  "/reset-password": { perClient: { limit: 10, windowMs: minutes(15) } },
  "/change-password": { perClient: { limit: 10, windowMs: minutes(15) } },
  "/delete-user": { perClient: { limit: 5, windowMs: minutes(15) } },
};

/** Emails are counted by a hash: the limits table need not hold anyone's address. */
const emailKey = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");

/**
 * For better-auth's `before` hook: applies AUTH_LIMITS to its endpoints, whether they are called
 * over HTTP (/api/auth/*) or by the pages' actions, with the limiter the forms use (shared through
 * the database on PostgreSQL; refusals are counted in the metrics). Over the limit: 429 with a
 * standard Retry-After header. The account services call it too, for what the site does itself
 * (sign-up, the link requests, a confirmation's password), under the same names.
 */
export type AuthLimits = ReturnType<typeof authLimits>;

export function authLimits(db: DB) {
  const limiters = new Map<string, { perClient: RateLimiter; perEmail?: RateLimiter }>();
  for (const [path, rule] of Object.entries(AUTH_LIMITS)) {
    const name = `auth${path.replaceAll("/", "-")}`;
    limiters.set(path, {
      perClient: createRateLimiter(db, { name: `${name}-client`, ...rule.perClient }),
      perEmail: rule.perEmail && createRateLimiter(db, { name: `${name}-email`, ...rule.perEmail }),
    });
  }
  return async (ctx: { path: string; headers?: Headers; body?: { email?: unknown } }) => {
    const limiter = limiters.get(ctx.path);
    if (!limiter) return;
    const client = ctx.headers?.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
    const email = typeof ctx.body?.email === "string" ? ctx.body.email : undefined;
    const waits = await Promise.all([
      limiter.perClient.hit(rateLimitedClient(client)),
      email && limiter.perEmail ? limiter.perEmail.hit(emailKey(email)) : 0,
    ]);
    const wait = Math.max(...waits);
    if (wait > 0) {
      throw new APIError(
        "TOO_MANY_REQUESTS",
        {
          code: "TOO_MANY_REQUESTS",
          message: `${authMessages.throttled(wait).title}. ${authMessages.throttled(wait).description}`,
        },
        { "Retry-After": String(wait) },
      );
    }
  };
}
