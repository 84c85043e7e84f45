import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import * as z from "zod";

/**
 * Signs in a user whose registration was just confirmed (server/auth/registrations.ts): a session
 * and its cookies made by better-auth itself, as its sign-in would make them. Server only: it has
 * no HTTP path, and refuses a user whose address is not confirmed.
 */
export const confirmedSignIn = {
  id: "confirmed-sign-in",
  endpoints: {
    signInConfirmedUser: createAuthEndpoint.serverOnly(
      { method: "POST", body: z.object({ userId: z.string() }) },
      async (ctx) => {
        const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
        if (!user?.emailVerified) throw new APIError("UNAUTHORIZED", { message: "Not a confirmed user" });
        const session = await ctx.context.internalAdapter.createSession(user.id);
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ status: true });
      },
    ),
  },
} satisfies BetterAuthPlugin;
