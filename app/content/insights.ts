export type { Article } from "./article-frontmatter";

export const ARTICLES_PER_PAGE = 6;
export const RESOURCES_PER_PAGE = 6;

/** The way back to the list, from an article and from the end of a subscription. */
export const backToInsights = { label: "Back to Insights", to: "/insights" } as const;

/** An article's page. */
export const articlePath = (slug: string) => `/insights/${slug}`;
