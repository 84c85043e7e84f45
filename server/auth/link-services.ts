import { confirmPage } from "../../app/content/auth";
import type { DB } from "../db";
import { enqueueTask } from "../tasks/queue";
import type { AccountCalls, AccountResult } from "./account-calls";
import type { BetterAuth } from "./better-auth";
import type { AuthLimits } from "./limits";
import { PASSWORD_RESET_TASK } from "./password-resets";
import type { LinkOutcome, Registrations } from "./registrations";

/** What a confirmation link, or its page's form, comes to (app/routes/auth-verify.tsx). */
export type Confirmation =
  | { status: "confirmed"; headers: Headers }
  | { status: "password"; email: string }
  | { status: "refused"; result: AccountResult & { ok: false } }
  | { status: "expired" | "invalid" | "used" };

/**
 * The account actions that end in a mailed link (docs/decisions/026, 027): sign-up, a new
 * confirmation link, a password reset asked for, and the confirmation link itself. The first three
 * do the same work for every address before answering (limits, for sign-up the password's hash,
 * a queued task) and leave the rest to the task.
 */
export function createLinkServices(
  auth: BetterAuth,
  options: {
    db: DB;
    registrations: Registrations;
    limits: AuthLimits;
    /** The task queue's worker, woken when a task is queued. */
    tasks: { poke(): void };
    calls: AccountCalls;
  },
) {
  const { db, registrations, limits, tasks } = options;
  const { call } = options.calls;

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
    // Confirmed, but not signed in (the database failed in between): /auth says to sign in.
    if (!result.ok) return { status: "used" };
    result.headers.append("Set-Cookie", registrations.clearCookie());
    return { status: "confirmed", headers: result.headers };
  }

  /**
   * A form that asks for a link by address alone: the address checked and limited, `queue` leaves
   * the rest to a task, and the answer is the same for every address.
   */
  const byAddress =
    (path: string, queue: (email: string, headers: Headers) => Promise<unknown>) =>
    async ({ email }: { email: string }, headers: Headers): Promise<AccountResult> =>
      call(async () => {
        await limits({ path, headers, body: { email } });
        await queue(email, headers);
        tasks.poke();
        return { headers: new Headers() };
      });

  return {
    /**
     * A new address and a known one get the same answer ('Check your email') after the same work:
     * the password hashed, the registration's cookie, a queued task. The task mails the owner of
     * a known address a notice, and any other a confirmation link (docs/decisions/026, 027).
     */
    async signUp(
      input: { fullName: string; email: string; password: string },
      headers: Headers,
    ): Promise<AccountResult> {
      const { fullName, email, password } = input;
      return call(async () => {
        await limits({ path: "/sign-up/email", headers, body: { email } });
        const cookie = await registrations.register({ email, name: fullName, password });
        tasks.poke();
        return { headers: new Headers({ "Set-Cookie": cookie }) };
      });
    },

    /** Answers the same, after the same work, whether or not the address has an account. */
    requestPasswordReset: byAddress("/request-password-reset", (email) =>
      enqueueTask(db, PASSWORD_RESET_TASK, { email }),
    ),

    /** A new confirmation link; answers the same whatever the address. */
    resendConfirmation: byAddress("/send-verification-email", (email, headers) =>
      registrations.requestLink(email, headers.get("Cookie")),
    ),

    /**
     * The link in the confirmation mail: in the browser that signed up, it confirms the address
     * and signs in; anywhere else the page asks for the password chosen at sign-up.
     */
    async confirmEmail(token: string, headers: Headers): Promise<Confirmation> {
      return confirmed(await registrations.open(token, headers.get("Cookie")), headers);
    },

    /** The confirmation page's form: the link's token and the password chosen at sign-up. */
    async confirmWithPassword(
      input: { token: string; password: string },
      headers: Headers,
    ): Promise<Confirmation> {
      const { token, password } = input;
      const limited = await call(async () => {
        await limits({ path: "/confirm-registration", headers });
        return { headers: new Headers() };
      });
      if (!limited.ok) return { status: "refused", result: limited };
      return confirmed(await registrations.openWithPassword(token, password), headers);
    },
  };
}
