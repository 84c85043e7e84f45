import { isBackOfficePath, safeReturnPath } from "~/shared/return-path";

/**
 * The signed-in hint (docs/decisions/011): a cookie that scripts may read, set and cleared by the
 * server with the session. Prerendered pages are the same bytes for every visitor; this script,
 * run in the head before the page is painted (allowed by its CSP hash or nonce), marks the
 * document so that CSS shows the header's signed-in or signed-out links: no request, no shift.
 * Its value is "1", or "admin" for an account in ADMIN_EMAILS, which adds the back office's link
 * to the header and is where signing in lands (docs/decisions/032). It grants nothing: /admin
 * checks the session itself, and answers 404 to anyone else.
 */
export const SIGNED_IN_HINT = "kt_signed_in";
export const ADMIN_HINT = "admin";

const HINT = new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT}=(1|${ADMIN_HINT})(?:;|$)`);

/** The hint in a Cookie header, `document.cookie` or a Set-Cookie line: "1", "admin" or undefined. */
export function hintIn(cookies: string | null | undefined): "1" | typeof ADMIN_HINT | undefined {
  return cookies?.match(HINT)?.[1] as "1" | typeof ADMIN_HINT | undefined;
}

/**
 * Where signing in leads: the back office for an admin, else the home page (SPEC §2); or the page
 * the visitor was sent to sign in for (`returnTo`: a mailed link into the back office, decision
 * 039), when it is a safe path and, for the back office, the account is an admin's.
 */
export function landingAfterSignIn(cookies: string | null | undefined, returnTo?: unknown): string {
  const admin = hintIn(cookies) === ADMIN_HINT;
  const back = safeReturnPath(returnTo);
  if (back && (admin || !isBackOfficePath(back))) return back;
  return admin ? "/admin" : "/";
}

export const SIGNED_IN_SCRIPT = `var h=document.cookie.match(${HINT}),c=document.documentElement.classList;h&&(c.add("signed-in"),h[1]=="${ADMIN_HINT}"&&c.add("admin"))`;
