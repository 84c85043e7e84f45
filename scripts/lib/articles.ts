import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { type Article, parseArticle } from "../../app/content/article-frontmatter";

/**
 * An article's frontmatter, read as the site's build reads it (YAML between `---` lines, parsed by
 * the `yaml` package as remark-mdx-frontmatter does) and checked by the same schema.
 */
export function readArticle(slug: string, dir = "app/content/insights"): Article {
  const file = join(dir, `${slug}.mdx`);
  const frontmatter = readFileSync(file, "utf8").match(/^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/)?.[1];
  return parseArticle(file, frontmatter === undefined ? undefined : parse(frontmatter));
}
