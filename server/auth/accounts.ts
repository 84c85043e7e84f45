import { isAPIError } from "better-auth/api";
import { confirmPage } from "../../app/content/auth";
import { flashCookie } from "../../app/lib/flash";
import {
  AUTH_MESSAGES,
  changeNameSchema,
  changePasswordSchema,
  confirmRegistrationSchema,
  deleteAccountSchema,
  emailOnlySchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "../../app/lib/validation/auth";
import { type FieldErrors, validate } from "../../app/lib/validation/fields";
import { eraseLeadsOf } from "../admin/erasure";
import type { DB } from "../db";
import type { Logger } from "../logger";
import { metrics } from "../metrics";
import { enqueueTask } from "../tasks/queue";
import type { AccountData } from "./account-data";
import type { BetterAuth } from "./better-auth";
import type { AuthLimits } from "./limits";
import { PASSWORD_RESET_TASK } from "./password-resets";
import type { LinkOutcome, Registrations } from "./registrations";
import { hasHint, hintCookie, withSessionHint } from "./session-hint";

/** What an account action answers: the page or the API turns it into a page, a redirect or JSON. */
export type AccountResult =
  | { ok: true; status: 200; headers: Headers }
  | {
      ok: false;
      status: 400 | 401 | 403 | 429 | 500;
      error: string;
      /** better-auth's code where there is one, e.g. INVALID_EMAIL_OR_PASSWORD. */
      code?: string;
      fieldErrors?: FieldErrors;
      retryAfter?: number;
      headers: Headers;
    };

export type SessionUser = { id: string; name: string; email: string; emailVerified: boolean };

/** What a confirmation link, or its page's form, comes to (app/routes/auth-verify.tsx). */
export type Confirmation =
  | { status: "confirmed"; headers: Headers }
  | { status: "password"; email: string }
  | { status: "refused"; result: AccountResult & { ok: false } }
  | { status: "expired" | "invalid" | "used" };

/** Messages of ours where better-auth's would say less (or too much). */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Invalid email or password.",
  INVALID_EMAIL: "Please enter a valid email address",
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
    registrations: Registrations;
    limits: AuthLimits;
    /** The task queue's worker, woken when a task is queued. */
    tasks: { poke(): void };
  },
) {
  const { db, data, secureCookies, logger, registrations, limits, tasks } = options;

  /**
   * What a confirmation comes to: signed in (better-auth makes the session and its cookies, the
   * registration's cookie is cleared), the password asked for or refused, or the link's state.
   */
  async function confirmed(outcome: LinkOutcome, headers: Headers): Promise<Confirmation> {
    if (outcome.state === "password") return { status: "password", email: outcome.email };
    if (outcome.state === "wrong-password") {
      return {
        status: "refused",
        result: { ok: false, status: 400, error: confirmPage.wrongPassword, headers: new Headers() },
      };
    }
    if (outcome.state !== "confirmed") return { status: outcome.state };
    const result = await call(() =>
      auth.api.signInConfirmedUser({ body: { userId: outcome.userId }, headers, returnHeaders: true }),
    );
    result.headers.append("Set-Cookie", registrations.clearCookie());
    return { status: "confirmed", headers: result.headers };
  }

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

  function invalid(fieldErrors: FieldErrors): AccountResult & { ok: false } {
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

    /**
     * A new address and a known one get the same answer ('Check your email') after the same work:
     * the password hashed, the registration's cookie, a queued task. The task mails the owner of
     * a known address a notice, and any other a confirmation link (docs/decisions/026, 027).
     */
    async signUp(input: Record<string, unknown>, headers: Headers): Promise<AccountResult> {
      const checked = validate(signUpSchema, input);
      if (!checked.ok) return invalid(checked.fieldErrors);
      const { fullName, email, password } = checked.value;
      return call(async () => {
        await limits({ path: "/sign-up/email", headers, body: { email } });
        const cookie = await registrations.register({ email, name: fullName, password });
        tasks.poke();
        return { headers: new Headers({ "Set-Cookie": cookie }) };
      });
    },

    /** Answers the same, after the same work, whether or not the address has an account. */
    async requestPasswordReset(input: Record<string, unknown>, headers: Headers): Promise<AccountResult> {
      const checked = validate(emailOnlySchema, input);
      if (!checked.ok) return invalid(checked.fieldErrors);
      const { email } = checked.value;
      return call(async () => {
        await limits({ path: "/request-password-reset", headers, body: { email } });
        await enqueueTask(db, PASSWORD_RESET_TASK, { email });
        tasks.poke();
        return { headers: new Headers() };
      });
    },

    /** A new confirmation link; answers the same whatever the address. */
    async resendConfirmation(input: Record<string, unknown>, headers: Headers): Promise<AccountResult> {
      const checked = validate(emailOnlySchema, input);
      if (!checked.ok) return invalid(checked.fieldErrors);
      const { email } = checked.value;
      return call(async () => {
        await limits({ path: "/send-verification-email", headers, body: { email } });
        await registrations.requestLink(email, headers.get("Cookie"));
        tasks.poke();
        return { headers: new Headers() };
      });
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
     * The link in the confirmation mail: in the browser that signed up, it confirms the address
     * and signs in; anywhere else the page asks for the password chosen at sign-up.
     */
    async confirmEmail(token: string, headers: Headers): Promise<Confirmation> {
      return confirmed(await registrations.open(token, headers.get("Cookie")), headers);
    },

    /** The confirmation page's form: the link's token and the password chosen at sign-up. */
    async confirmWithPassword(input: Record<string, unknown>, headers: Headers): Promise<Confirmation> {
      const checked = validate(confirmRegistrationSchema, input);
      if (!checked.ok) return { status: "refused", result: invalid(checked.fieldErrors) };
      const { token, password } = checked.value;
      const limited = await call(async () => {
        await limits({ path: "/confirm-registration", headers });
        return { headers: new Headers() };
      });
      if (!limited.ok) return { status: "refused", result: limited };
      return confirmed(await registrations.openWithPassword(token, password), headers);
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
      if (checked.value.eraseLeads) await eraseLeadsOf(db, user.email);
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
