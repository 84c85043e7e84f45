import { type createAuthMiddleware, isAPIError } from "better-auth/api";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

/** A copy of an answer without any `token` field, at any depth of its plain objects and arrays. */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "token")
      .map(([key, child]) => [key, withoutTokens(child)]),
  );
}

/**
 * better-auth's `after` hook: its answers over HTTP carry the session token (get-session's
 * `session.token`, every session's in list-sessions, sign-in's `token`), which a page script could
 * then read, the very thing the httpOnly session cookie is there to prevent. Answers to /api/auth/*
 * leave it out; the server's own calls (no request) get them whole.
 */
type AfterContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export function hideSessionTokens(ctx: AfterContext) {
  const returned = ctx.context.returned;
  if (!ctx.request || returned instanceof Response || isAPIError(returned)) return;
  if (!isPlainObject(returned) && !Array.isArray(returned)) return;
  return ctx.json(withoutTokens(returned) as Record<string, unknown>);
}
