import { z } from "zod";

export const ARTICLE_CATEGORIES = [
  "Cyber Security",
  "Leadership",
  "Cloud Migration",
  "AI & Innovation",
  "Business Strategy",
  "FinTech",
  "IT Strategy",
  "Digital Transformation",
] as const;

/** SPEC §3 "Article": the frontmatter every file in app/content/insights/ must carry. */
export const articleFrontmatterSchema = z.object({
  title: z.string().min(10).max(120),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
  excerpt: z.string().min(70).max(220),
  category: z.string().min(2),
  readTime: z.string().regex(/^\d+ min read$/, 'must read like "8 min read"'),
  date: z.iso.date().or(z.date().transform((d) => d.toISOString().slice(0, 10))),
  featured: z.boolean(),
  order: z.number().int().min(1),
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

/** Category badge colours (SPEC §3); any other category is grey. */
const categoryColours: Record<string, string> = {
  "Cyber Security": "bg-red-100 text-red-800",
  Leadership: "bg-purple-100 text-purple-800",
  "Cloud Migration": "bg-blue-100 text-blue-800",
  "AI & Innovation": "bg-green-100 text-green-800",
  "Business Strategy": "bg-orange-100 text-orange-800",
  FinTech: "bg-indigo-100 text-indigo-800",
  "IT Strategy": "bg-teal-100 text-teal-800",
  "Digital Transformation": "bg-cyan-100 text-cyan-800",
};

export function categoryColour(category: string): string {
  return categoryColours[category] ?? "bg-slate-100 text-slate-800";
}

export const ARTICLES_PER_PAGE = 6;
export const RESOURCES_PER_PAGE = 6;
