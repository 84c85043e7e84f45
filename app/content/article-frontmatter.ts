// Read at build and on the server only (insights.server.ts): the browser never loads zod's full API.
import { z } from "zod";
import { resources } from "./resources";

/** SPEC §3 "Article": the frontmatter every file in app/content/insights/ must carry. */
export const articleFrontmatterSchema = z.object({
  title: z.string().min(10).max(120),
  /** A shorter title for the footer's links; an article without one is not in the footer. */
  footerLabel: z.string().min(3).max(40).optional(),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
  excerpt: z.string().min(70).max(220),
  category: z.string().min(2),
  readTime: z.string().regex(/^\d+ min read$/, 'must read like "8 min read"'),
  date: z.iso.date().or(z.date().transform((d) => d.toISOString().slice(0, 10))),
  featured: z.boolean(),
  order: z.number().int().min(1),
  /** The free resource the article offers (a slug of app/content/resources.ts). */
  resource: z
    .enum(resources.map((resource) => resource.slug) as [string, ...string[]], {
      error: "must be the slug of a free resource in app/content/resources.ts",
    })
    .optional(),
});

export type Article = z.infer<typeof articleFrontmatterSchema>;

/** Validates one article's frontmatter; the error names the file and every bad field. */
export function parseArticle(file: string, frontmatter: unknown): Article {
  const result = articleFrontmatterSchema.safeParse(frontmatter);
  if (!result.success) {
    const fields = result.error.issues.map(
      (issue) => `${issue.path.join(".") || "(frontmatter)"}: ${issue.message}`,
    );
    throw new Error(`Invalid frontmatter in ${file}:\n  ${fields.join("\n  ")}`);
  }
  const expectedSlug = file
    .split("/")
    .pop()
    ?.replace(/\.mdx$/, "");
  if (result.data.slug !== expectedSlug) {
    throw new Error(`Invalid frontmatter in ${file}:\n  slug: must equal the file name "${expectedSlug}"`);
  }
  return result.data;
}
