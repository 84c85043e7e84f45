export type { Article } from "./article-frontmatter";

export const ARTICLES_PER_PAGE = 6;
export const RESOURCES_PER_PAGE = 6;

/** An article's page. */
export const articlePath = (slug: string) => `/insights/${slug}`;
