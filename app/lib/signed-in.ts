/**
 * The signed-in hint (docs/decisions/011): a cookie that scripts may read, set and cleared by the
 * server with the session. Prerendered pages are the same bytes for every visitor; this script,
 * run in the head before the page is painted (allowed by its CSP hash or nonce), marks the
 * document so that CSS shows the header's signed-in or signed-out links: no request, no shift.
 */
export const SIGNED_IN_HINT = "kt_signed_in";

export const SIGNED_IN_SCRIPT = `document.cookie.split("; ").includes("${SIGNED_IN_HINT}=1")&&document.documentElement.classList.add("signed-in")`;
