/**
 * The signed-in hint (app/lib/signed-in.ts): a cookie that scripts may read (the session cookie itself is httpOnly), set
 * and cleared with the session, so that prerendered pages, the same bytes for every visitor, can
 * show 'Welcome back' and Sign Out without asking the server (docs/decisions/011). It says only
 * "signed in"; it grants nothing.
 */
import { SIGNED_IN_HINT } from "../../app/lib/signed-in";

const MAX_AGE_S = 30 * 24 * 60 * 60;

export function hintCookie(signedIn: boolean, secure: boolean): string {
  const value = signedIn ? `1; Max-Age=${MAX_AGE_S}` : "; Max-Age=0";
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

/** True when the request carries the hint (a page that finds no session then clears it). */
export function hasHint(cookieHeader: string | null): boolean {
  return (cookieHeader ?? "").split(/;\s*/).includes(`${SIGNED_IN_HINT}=1`);
}
