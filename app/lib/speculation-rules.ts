/**
 * Speculation Rules (docs/decisions/025, 047): a link to another page of the site is fetched when
 * the visitor presses it (a mouse button or a finger going down: "conservative"), so that the
 * click shows a page already on its way; other browsers load the page as usual. Never when the
 * pointer merely rests on it, and only fetched, not prerendered: a page fetched ahead is never
 * asked of the server again, so the server counts the press's one fetch as the view, and a hover
 * (or a second request for the same press) must not be one. Never for what is rendered per visitor or has effects (accounts, links from mails, the
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
  prefetch: [{ where: sameSitePages, eagerness: "conservative" }],
});
