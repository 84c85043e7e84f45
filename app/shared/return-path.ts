/**
 * Where signing in returns a visitor to (docs/decisions/039): the page a mailed link named, given
 * to /auth as `?redirectTo=`. Only a path on this site is ever followed: anything that could make
 * a browser leave the site (`//evil`, `/\evil`, an absolute URL, a path that normalises to `//`)
 * or carries control characters or spaces is dropped, and signing in lands where it always does.
 */
export const RETURN_PARAM = "redirectTo";

/** Longer than any page of ours, shorter than anything a browser or proxy refuses. */
const MAX_LENGTH = 1024;
const BASE = "http://site.invalid";
/** Printable ASCII without backslash or space: percent-encoding carries everything else. */
const PLAIN = /^[!-[\]-~]*$/;

/** The path (and query) of `value` when it is a safe place on this site to return to, else undefined. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > MAX_LENGTH) return undefined;
  if (!value.startsWith("/") || value.startsWith("//") || !PLAIN.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  // "/.//evil" parses to the path "//evil": a browser given that would leave the site.
  const path = `${url.pathname}${url.search}`;
  return path.startsWith("//") ? undefined : path;
}

/** Whether a path is in the back office, read as the server's gate reads it: decoded, any case. */
export function isBackOfficePath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {}
  return /^\/admin(?:[/?.]|$)/i.test(decoded);
}

/** The sign-in page, returning to `path` once signed in (or plain /auth when it is not safe). */
export function signInReturningTo(path: string): string {
  const safe = safeReturnPath(path);
  return safe ? `/auth?${new URLSearchParams({ [RETURN_PARAM]: safe })}` : "/auth";
}
