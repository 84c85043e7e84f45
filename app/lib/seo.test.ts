import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import { pageTitle, seo } from "./seo";

type Tag = { name?: string; property?: string; content?: string };
const content = (tags: ReturnType<typeof seo>, key: "name" | "property", value: string) =>
  (tags as Tag[]).find((tag) => tag[key] === value)?.content;

describe("seo()", () => {
  it("names the company after the page's own title, once", () => {
    expect(pageTitle("Cyber Security Services for SMEs")).toBe(
      `Cyber Security Services for SMEs | ${company.name}`,
    );
    expect(pageTitle(`${company.name} | IT Consultancy in Redruth, Cornwall`)).toBe(
      `${company.name} | IT Consultancy in Redruth, Cornwall`,
    );
    const tags = seo({ title: "About", description: "About us.", path: "/about" });
    expect(tags).toContainEqual({ title: `About | ${company.name}` });
    expect(content(tags, "property", "og:title")).toBe(`About | ${company.name}`);
  });

  it("marks an indexable page index, follow, with its canonical URL", () => {
    const tags = seo({ title: "About", description: "About us.", path: "/about" });
    expect(content(tags, "name", "robots")).toBe("index, follow");
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "http://localhost:3000/about" });
  });

  it("marks a noindex page noindex, nofollow; without a path it has no canonical URL", () => {
    const tags = seo({ title: "Page not found", noindex: true });
    expect(content(tags, "name", "robots")).toBe("noindex, nofollow");
    expect(tags.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
    expect(content(tags, "property", "og:url")).toBeUndefined();
    expect(content(tags, "name", "description")).toBeUndefined();
  });
});
