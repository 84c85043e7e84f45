import { flashCookie } from "~/shared/flash";
import type { DB } from "../db";
import type { Logger } from "../logger";
import { metrics } from "../metrics";
import { type AccountResult, accountCalls } from "./account-calls";
import type { AccountData } from "./account-data";
import type { BetterAuth } from "./better-auth";
import type { AuthLimits } from "./limits";
import { createLinkServices } from "./link-services";
import type { Registrations } from "./registrations";
import { hasHint, hintCookie } from "./session-hint";
import type { SessionUser } from "./session-user";

export type { AccountResult } from "./account-calls";
export type { Confirmation } from "./link-services";
export type { SessionUser } from "./session-user";

/**
 * Every account action the account forms (app/forms/sign-in...) offer, on better-auth's server
 * API, given input their schemas have checked: better-auth's errors turned into the spec's words,
 * the signed-in hint cookie set or cleared with the session.
 */
export function createAccountServices(
  auth: BetterAuth,
  options: {
    db: DB;
    data: AccountData;
    secureCookies: boolean;
    logger: Logger;
    registrations: Registrations;
    limits: AuthLimits;
    /** The task queue's worker, woken when a task is queued. */
    tasks: { poke(): void };
    /** Everything held for an address but the account (server/admin/erasure.ts). */
    eraseLeads(email: string): Promise<void>;
  },
) {
  const { data, secureCookies } = options;
  const calls = accountCalls(options.logger, secureCookies);
  const { call } = calls;

  const withHeaders = (promise: Promise<unknown>) => promise.then(() => ({ headers: new Headers() }));

  return {
    /** The signed-in user, or null (a stale hint cookie is then cleared through `clearHint`). */
    async session(headers: Headers): Promise<SessionUser | null> {
      const session = await auth.api.getSession({ headers });
      return session ? session.user : null;
    },

    /** A Set-Cookie clearing the hint when the request has one but no session. */
    staleHint(headers: Headers, user: SessionUser | null): string | undefined {
      return !user && hasHint(headers.get("Cookie")) ? hintCookie(false, secureCookies) : undefined;
    },

    async signIn(input: { email: string; password: string }, headers: Headers): Promise<AccountResult> {
      const { email, password } = input;
      const result = await call(() =>
        auth.api.signInEmail({ body: { email, password, rememberMe: true }, headers, returnHeaders: true }),
      );
      if (result.ok) result.headers.append("Set-Cookie", flashCookie("welcome-back", secureCookies));
      metrics.signIns.inc({
        result: result.ok
          ? "ok"
          : result.status === 429
            ? "limited"
            : (result.code ?? "refused").toLowerCase(),
      });
      return result;
    },

    ...createLinkServices(auth, { ...options, calls }),

    async resetPassword(
      input: { token: string; password: string },
      headers: Headers,
    ): Promise<AccountResult> {
      const { token, password } = input;
      return call(() =>
        withHeaders(auth.api.resetPassword({ body: { token, newPassword: password }, headers })),
      );
    },

    async signOut(headers: Headers): Promise<AccountResult> {
      const result = await call(() => auth.api.signOut({ headers, returnHeaders: true }));
      // SPEC §7: a failed sign-out still clears the visitor's side.
      if (!result.ok) result.headers.append("Set-Cookie", hintCookie(false, secureCookies));
      result.headers.append("Set-Cookie", flashCookie("signed-out", secureCookies));
      return result;
    },

    async changeName(input: { fullName: string }, headers: Headers): Promise<AccountResult> {
      return call(() => withHeaders(auth.api.updateUser({ body: { name: input.fullName }, headers })));
    },

    /** Needs the current password; ends every other session. */
    async changePassword(
      input: { currentPassword: string; password: string },
      headers: Headers,
    ): Promise<AccountResult> {
      const { currentPassword, password } = input;
      return call(() =>
        auth.api.changePassword({
          body: { currentPassword, newPassword: password, revokeOtherSessions: true },
          headers,
          returnHeaders: true,
        }),
      );
    },

    /**
     * Removes the user, its sessions and credentials (better-auth), after checking the password;
     * with `eraseLeads` ticked, also everything the site holds for the address.
     */
    async deleteAccount(
      user: SessionUser,
      input: { password: string; eraseLeads: string },
      headers: Headers,
    ): Promise<AccountResult> {
      const result = await call(() =>
        auth.api.deleteUser({ body: { password: input.password }, headers, returnHeaders: true }),
      );
      if (!result.ok) return result;
      if (input.eraseLeads) await options.eraseLeads(user.email);
      result.headers.append("Set-Cookie", hintCookie(false, secureCookies));
      result.headers.append("Set-Cookie", flashCookie("account-deleted", secureCookies));
      return result;
    },

    overview: data.overview,
    exportData: data.export,
    setSubscribed: data.setSubscribed,
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
