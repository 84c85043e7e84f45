/**
 * Pages rendered for each request that are counted like the prerendered ones: the booking page
 * (its free times change with every booking). Accounts, mailed links (a call's own page, a
 * download, a subscription's confirmation) and the back office are not pages the site is visited
 * for, and their addresses may carry a secret: never counted.
 */
export const RENDERED_PAGES: ReadonlySet<string> = new Set(["/book"]);
