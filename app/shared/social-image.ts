/**
 * Every indexable page has a social image of its own, drawn at build from its subject and kind
 * (scripts/lib/social-images.tsx): what LinkedIn and others show when the page is shared.
 * Pages not indexed share the default one.
 */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

export const DEFAULT_SOCIAL_IMAGE_PATH = "/og-default.png";

/** Where a page's own image is: "/insights/x" has "/social/insights/x.png", "/" has "/social/home.png". */
export function socialImagePath(pagePath: string): string {
  return `/social${pagePath === "/" ? "/home" : pagePath}.png`;
}

/** What a page is about and what kind of page it is: what its social image shows. */
export type PageSubject = { subject: string; kind: string };

/** An article's card: its title, as an insight of its category. */
export const articleSubject = (article: { title: string; category: string }): PageSubject => ({
  subject: article.title,
  kind: `Insight · ${article.category}`,
});
