/**
 * Speculation Rules (docs/decisions/025): a link to another page of the site is fetched, and in
 * browsers that can, prerendered, when the pointer rests on it or a finger touches it
 * ("moderate"), so that the click shows a page already loaded; other browsers load the page as
 * usual. Never for what is rendered per visitor or has effects (accounts, links from mails, the
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
  prerender: [{ where: sameSitePages, eagerness: "moderate" }],
  prefetch: [{ where: sameSitePages, eagerness: "moderate" }],
});
