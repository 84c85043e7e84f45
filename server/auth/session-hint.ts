/**
 * The signed-in hint (app/shared/signed-in.ts): a cookie that scripts may read (the session cookie itself is httpOnly), set
 * and cleared with the session, so that prerendered pages, the same bytes for every visitor, can
 * show 'Welcome back' and Sign Out without asking the server (docs/decisions/011). It says only
 * "signed in" (or "an admin signed in", for the back office's link); it grants nothing.
 */

import { ADMIN_HINT, hintIn, SIGNED_IN_HINT } from "~/shared/signed-in";
import { sessionDays } from "../../app/content/auth";

/** As long as the session it hints at. */
const MAX_AGE_S = sessionDays * 24 * 60 * 60;

export function hintCookie(signedIn: boolean | typeof ADMIN_HINT, secure: boolean): string {
  const value = signedIn
    ? `${signedIn === ADMIN_HINT ? ADMIN_HINT : "1"}; Max-Age=${MAX_AGE_S}`
    : "; Max-Age=0";
  return `${SIGNED_IN_HINT}=${value}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

const SESSION_COOKIE = /^(?:__Secure-)?kt\.session_token=([^;]*)/;

/** Adds the hint to a response that sets or clears the session cookie. */
export function withSessionHint(headers: Headers, secure: boolean): Headers {
  for (const cookie of headers.getSetCookie()) {
    const match = cookie.match(SESSION_COOKIE);
    if (!match) continue;
    const cleared = match[1] === "" || /;\s*max-age=0\b/i.test(cookie);
    headers.append("Set-Cookie", hintCookie(!cleared, secure));
    break;
  }
  return headers;
}

/** Turns the signed-in hint a response sets into the admin's (an admin signed in). */
export function withAdminHint(headers: Headers, secure: boolean): Headers {
  const cookies = headers.getSetCookie();
  if (!cookies.some((cookie) => hintIn(cookie) === "1")) return headers;
  headers.delete("Set-Cookie");
  for (const cookie of cookies) {
    headers.append("Set-Cookie", hintIn(cookie) === "1" ? hintCookie(ADMIN_HINT, secure) : cookie);
  }
  return headers;
}

/** True when the request carries the hint (a page that finds no session then clears it). */
export function hasHint(cookieHeader: string | null): boolean {
  return hintIn(cookieHeader) !== undefined;
}
