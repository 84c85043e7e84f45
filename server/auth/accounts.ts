import { isAPIError } from "better-auth/api";
import { flashCookie } from "../../app/lib/flash";
import {
  AUTH_MESSAGES,
  changeNameSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailOnlySchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "../../app/lib/validation/auth";
import { type FieldErrors, validate } from "../../app/lib/validation/fields";
import type { DB } from "../db";
import type { Logger } from "../logger";
import { metrics } from "../metrics";
import type { AccountData } from "./account-data";
import type { BetterAuth } from "./better-auth";
import { hasHint, hintCookie, withSessionHint } from "./session-hint";

/** What an account action answers: the page or the API turns it into a page, a redirect or JSON. */
export type AccountResult =
  | { ok: true; status: 200; headers: Headers }
  | {
      ok: false;
      status: 400 | 401 | 403 | 429 | 500;
      error: string;
      /** better-auth's code where there is one, e.g. EMAIL_NOT_VERIFIED. */
      code?: string;
      fieldErrors?: FieldErrors;
      retryAfter?: number;
      headers: Headers;
    };

export type SessionUser = { id: string; name: string; email: string; emailVerified: boolean };

/** Messages of ours where better-auth's would say less (or too much). */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Invalid email or password.",
  INVALID_EMAIL: "Please enter a valid email address",
  EMAIL_NOT_VERIFIED:
    "Please confirm your email address first: use the link we emailed you, or ask for a new one below.",
  INVALID_TOKEN: "This link is not valid, or it has already been used. Please ask for a new one.",
  INVALID_PASSWORD: "Your current password is not right.",
};

const VALIDATION_ERROR = AUTH_MESSAGES.validation.description;

/**
 * Every account action the pages and the JSON API offer, on better-auth's server API: input checked
 * with the forms' own schemas first, better-auth's errors turned into the spec's words, the
 * signed-in hint cookie set or cleared with the session.
 */
export function createAccountServices(
  auth: BetterAuth,
  options: {
    db: DB;
    data: AccountData;
    secureCookies: boolean;
    logger: Logger;
    /** Everything held for an address but the account (server/admin/erasure.ts). */
    eraseLeads(email: string): Promise<void>;
  },
) {
  const { data, secureCookies, logger } = options;

  /** Runs a better-auth call; its Set-Cookie headers (and the hint) come back on the result. */
  async function call(run: () => Promise<{ headers: Headers }>): Promise<AccountResult> {
    try {
      const { headers } = await run();
      return { ok: true, status: 200, headers: withSessionHint(new Headers(headers), secureCookies) };
    } catch (error) {
      if (!isAPIError(error)) {
        logger.error({ err: error }, "account action failed");
        return {
          ok: false,
          status: 500,
          error: AUTH_MESSAGES.unexpected.description,
          headers: new Headers(),
        };
      }
      const code = (error.body as { code?: string } | undefined)?.code;
      const status =
        error.statusCode === 429
          ? 429
          : error.statusCode === 403
            ? 403
            : error.statusCode === 401
              ? 401
              : 400;
      const retryAfter = Number(new Headers(error.headers).get("Retry-After")) || undefined;
      const message = (code && MESSAGES[code]) || error.message || AUTH_MESSAGES.unexpected.description;
      return { ok: false, status, error: message, code, retryAfter, headers: new Headers() };
    }
  }

  function invalid(fieldErrors: FieldErrors): AccountResult {
    return { ok: false, status: 400, error: VALIDATION_ERROR, fieldErrors, headers: new Headers() };
  }

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

    async signIn(input: Record<string, unknown>, headers: Headers): Promise<AccountResult> {
      const checked = validate(signInSchema, input);
      if (!checked.ok) return invalid(checked.fieldErrors);
      const result = await call(() =>
        auth.api.signInEmail({ body: { ...checked.value, rememberMe: true }, headers, returnHeaders: true }),
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

    /** A new address and a known one get the same answer ('Check your email'); the owner is mailed. */
    async signUp(input: Record<string, unknown>, headers: Headers): Promise<AccountResult> {
      const checked = validate(signUpSchema, input);
      if (!checked.ok) return invalid(checked.fieldErrors);
      const { fullName, email, password } = checked.value;
      return call(() =>
        withHeaders(auth.api.signUpEmail({ body: { name: fullName, email, password }, headers })),
      );
    },

    /** Answers the same whether or not the address has an account. */
    async requestPasswordReset(input: Record<string, unknown>, headers: Headers): Promise<AccountResult> {
      const checked = validate(emailOnlySchema, input);
      if (!checked.ok) return invalid(checked.fieldErrors);
      return call(() => withHeaders(auth.api.requestPasswordReset({ body: checked.value, headers })));
    },

    /** A new confirmation link; answers the same for unknown and already confirmed addresses. */
    async resendConfirmation(input: Record<string, unknown>, headers: Headers): Promise<AccountResult> {
      const checked = validate(emailOnlySchema, input);
      if (!checked.ok) return invalid(checked.fieldErrors);
      const result = await call(() =>
        withHeaders(auth.api.sendVerificationEmail({ body: checked.value, headers })),
      );
      // better-auth refuses an address already confirmed; saying so would tell a stranger it exists.
      return result.ok || result.status === 429 ? result : { ok: true, status: 200, headers: new Headers() };
    },

    async resetPassword(input: Record<string, unknown>, headers: Headers): Promise<AccountResult> {
      const checked = validate(resetPasswordSchema, input);
      if (!checked.ok) return invalid(checked.fieldErrors);
      const { token, password } = checked.value;
      return call(() =>
        withHeaders(auth.api.resetPassword({ body: { token, newPassword: password }, headers })),
      );
    },

    /**
     * The link in the confirmation mail: confirms the address and signs in. A link used before
     * confirms nothing new and signs nobody in ("used"); an old one has "expired".
     */
    async confirmEmail(token: string, headers: Headers) {
      const result = await call(() =>
        auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true }),
      );
      if (result.ok) {
        const signedIn = result.headers.getSetCookie().some((cookie) => cookie.includes("session_token="));
        return { status: signedIn ? ("confirmed" as const) : ("used" as const), headers: result.headers };
      }
      return { status: result.code === "TOKEN_EXPIRED" ? ("expired" as const) : ("invalid" as const) };
    },

    async signOut(headers: Headers): Promise<AccountResult> {
      const result = await call(() => auth.api.signOut({ headers, returnHeaders: true }));
      // SPEC §7: a failed sign-out still clears the visitor's side.
      if (!result.ok) result.headers.append("Set-Cookie", hintCookie(false, secureCookies));
      result.headers.append("Set-Cookie", flashCookie("signed-out", secureCookies));
      return result;
    },

    async changeName(input: Record<string, unknown>, headers: Headers): Promise<AccountResult> {
      const checked = validate(changeNameSchema, input);
      if (!checked.ok) return invalid(checked.fieldErrors);
      return call(() =>
        withHeaders(auth.api.updateUser({ body: { name: checked.value.fullName }, headers })),
      );
    },

    /** Needs the current password; ends every other session. */
    async changePassword(input: Record<string, unknown>, headers: Headers): Promise<AccountResult> {
      const checked = validate(changePasswordSchema, input);
      if (!checked.ok) return invalid(checked.fieldErrors);
      const { currentPassword, password } = checked.value;
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
      input: Record<string, unknown>,
      headers: Headers,
    ): Promise<AccountResult> {
      const checked = validate(deleteAccountSchema, input);
      if (!checked.ok) return invalid(checked.fieldErrors);
      const result = await call(() =>
        auth.api.deleteUser({ body: { password: checked.value.password }, headers, returnHeaders: true }),
      );
      if (!result.ok) return result;
      if (checked.value.eraseLeads) await options.eraseLeads(user.email);
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
