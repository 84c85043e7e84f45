import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readArticle } from "../../scripts/lib/articles";
import { parseArticle } from "./article-frontmatter";

const valid = {
  title: "Cyber Essentials Checklist for Cornwall Businesses",
  slug: "cyber-essentials-checklist-cornwall",
  excerpt:
    "Everything a Cornish small business needs to pass Cyber Essentials, control by control, in six to eight weeks.",
  category: "Cyber Security",
  readTime: "8 min read",
  date: "2024-12-10",
  featured: true,
  order: 1,
};
const file = "./insights/cyber-essentials-checklist-cornwall.mdx";

describe("article frontmatter", () => {
  it("accepts a complete frontmatter", () => {
    expect(parseArticle(file, valid).slug).toBe(valid.slug);
  });

  it.each([
    ["title", undefined],
    ["excerpt", "Too short."],
    ["readTime", "eight minutes"],
    ["date", "10/12/2024"],
    ["featured", "yes"],
    ["order", 0],
    ["slug", "Not A Slug"],
    ["resource", "no-such-resource"],
  ])("rejects a missing or malformed %s, naming the file and the field", (field, value) => {
    const frontmatter = { ...valid, [field]: value };
    expect(() => parseArticle(file, frontmatter)).toThrow(file);
    expect(() => parseArticle(file, frontmatter)).toThrow(field);
  });

  it("rejects a slug that differs from the file name", () => {
    expect(() => parseArticle("./insights/other.mdx", valid)).toThrow(/slug: must equal the file name/);
  });
});

describe("the articles of the site", () => {
  const dir = new URL("./insights/", import.meta.url);
  const files = readdirSync(dir).filter((name) => name.endsWith(".mdx"));

  it("are the nine of the specification, four of them featured", () => {
    expect(files.map((name) => name.replace(".mdx", "")).sort()).toEqual(
      [
        "ai-roadmap-small-business",
        "ai-smes-cornwall",
        "azure-migration-costs-smes",
        "cyber-essentials-checklist-cornwall",
        "cyber-security-winning-strategy",
        "fractional-cto-vs-interim-cto",
        "microsoft-365-ai-integration",
        "open-banking-pilot-case-study",
        "requirements-gathering-business-ventures",
      ].sort(),
    );
    const featured = files.filter((name) =>
      /^featured: true$/m.test(readFileSync(new URL(name, dir), "utf8")),
    );
    expect(featured).toHaveLength(4);
  });

  it("seven of them carry a footer label (SPEC §2: the footer links seven articles)", () => {
    const labelled = files.filter((name) => readArticle(name.replace(".mdx", "")).footerLabel);
    expect(labelled).toHaveLength(7);
  });
});
