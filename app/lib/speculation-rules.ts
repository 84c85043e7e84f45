/**
 * Speculation Rules (docs/decisions/025, 047): a link to another page of the site is fetched, and
 * in browsers that can, prerendered, when the visitor presses it (a mouse button or a finger going
 * down: "conservative"), so that the click shows a page already loading; other browsers load the
 * page as usual. Not when the pointer merely rests on it: a page fetched ahead is never asked of
 * the server again, so the server counts the press's fetch as the view, and a hover must not be
 * one. Never for what is rendered per visitor or has effects (accounts, links from mails, the
 * API), nor for files, nor for links that open something else (the resource request dialog).
 */
const sameSitePages = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: ["/auth*", "/account*", "/api/*", "/resources/*", "/subscriptions/*", "/*.*"] } },
    { not: { selector_matches: "[aria-haspopup], [download], [target]" } },
  ],
};

export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ where: sameSitePages, eagerness: "conservative" }],
  prefetch: [{ where: sameSitePages, eagerness: "conservative" }],
});
