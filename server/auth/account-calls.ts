import { isAPIError } from "better-auth/api";
import { accountRefusals, authMessages } from "../../app/content/auth";
import type { FieldErrors } from "../../app/shared/validation/fields";
import type { Logger } from "../logger";
import { withSessionHint } from "./session-hint";

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

/**
 * How the account services run a step: `call` runs it (a better-auth call, or the site's own work
 * with better-auth's limits) and turns its outcome into an AccountResult, better-auth's errors in
 * the spec's words, its Set-Cookie headers (and the signed-in hint) kept.
 */
export function accountCalls(logger: Logger, secureCookies: boolean) {
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
          error: authMessages.unexpected.description,
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
      const message = (code && accountRefusals[code]) || error.message || authMessages.unexpected.description;
      return { ok: false, status, error: message, code, retryAfter, headers: new Headers() };
    }
  }

  return { call };
}

export type AccountCalls = ReturnType<typeof accountCalls>;
