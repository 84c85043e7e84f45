/**
 * Objecting to being counted (the privacy policy's control, docs/decisions/047): a first-party
 * cookie that says only "don't count me", set by the privacy page's form. The server counts a page
 * it is sent with as a view, never as a visitor, as it does a `Sec-GPC: 1` request.
 */
export const NOT_COUNTED_COOKIE = "kt_not_counted";
/** A year: the objection lasts until the visitor clears it or takes it back. */
export const NOT_COUNTED_MAX_AGE = 365 * 24 * 60 * 60;

export function notCountedCookie(object: boolean, secure: boolean): string {
  const value = object ? `1; Max-Age=${NOT_COUNTED_MAX_AGE}` : "; Max-Age=0";
  return `${NOT_COUNTED_COOKIE}=${value}; Path=/; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}

/** Whether a Cookie header carries the objection. */
export function objectsToCounting(cookie: string | null | undefined): boolean {
  return cookie?.includes(`${NOT_COUNTED_COOKIE}=1`) ?? false;
}
