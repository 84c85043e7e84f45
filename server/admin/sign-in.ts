import { ADMIN_HINT, hintIn } from "~/shared/signed-in";
import type { AccountServices } from "../auth/accounts";
import { hintCookie, withAdminHint } from "../auth/session-hint";

/** Whether an address is one of ADMIN_EMAILS (any case). */
export function adminAddresses(adminEmails: readonly string[]) {
  const admins = new Set(adminEmails.map((email) => email.trim().toLowerCase()));
  return (email: unknown) => typeof email === "string" && admins.has(email.trim().toLowerCase());
}

/**
 * An admin who signs in (on the page or through the API) is given the admin's hint: the header
 * then offers the back office, and signing in lands there (app/shared/signed-in.ts). A hint grants
 * nothing; the back office checks the session for itself.
 */
export function withAdminSignIn(
  accounts: AccountServices,
  isAdmin: (email: unknown) => boolean,
  secureCookies: boolean,
): AccountServices {
  return {
    ...accounts,
    async signIn(input, headers) {
      const result = await accounts.signIn(input, headers);
      if (result.ok && isAdmin(input.email)) withAdminHint(result.headers, secureCookies);
      return result;
    },
  };
}

/** The admin's hint for a back-office page whose request lacks it (signed in before, or by a link). */
export function adminHintFor(cookieHeader: string | null, secureCookies: boolean): string | undefined {
  return hintIn(cookieHeader) === ADMIN_HINT ? undefined : hintCookie(ADMIN_HINT, secureCookies);
}
