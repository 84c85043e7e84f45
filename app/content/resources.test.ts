import { describe, expect, it } from "vitest";
import { missingDocuments, resourceDocuments } from "./resource-documents.server";
import { resources } from "./resources";

const words = (value: unknown): number =>
  typeof value === "string"
    ? value.split(/\s+/).filter(Boolean).length
    : Array.isArray(value)
      ? value.reduce((sum: number, item) => sum + words(item), 0)
      : value && typeof value === "object"
        ? Object.values(value).reduce((sum: number, item) => sum + words(item), 0)
        : 0;

describe("free resources", () => {
  it("lists twelve, three of each type, with unique slugs", () => {
    expect(resources).toHaveLength(12);
    expect(new Set(resources.map((r) => r.slug)).size).toBe(12);
    for (const type of ["Checklist", "Template", "Guide", "Assessment"])
      expect(resources.filter((r) => r.type === type)).toHaveLength(3);
  });

  it("each has a written-out document worth downloading", () => {
    expect(missingDocuments()).toEqual([]);
    for (const resource of resources) {
      const document = resourceDocuments.get(resource.slug)!;
      expect(document.sections.length, resource.slug).toBeGreaterThanOrEqual(4);
      expect(words(document), resource.slug).toBeGreaterThan(600);
    }
  });

  it("the AI readiness assessment asks the twenty questions its description promises", () => {
    const document = resourceDocuments.get("ai-readiness-assessment")!;
    const questions = document.sections
      .flatMap((section) => section.blocks)
      .flatMap((block) => (block.kind === "questions" ? block.items : []));
    expect(questions).toHaveLength(20);
  });
});
