import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { caseStudies, caseStudiesFor, caseStudyPath } from "./case-studies";
import { industries } from "./company";
import { contactOutcome } from "./contact-form";
import { readCaseStudy } from "./form-outcomes";
import { home } from "./home";
import { subscribeOutcome } from "./subscribe-form";

describe("case studies", () => {
  it("each tells one of the site's own articles", () => {
    for (const study of caseStudies) {
      expect(existsSync(new URL(`./insights/${study.slug}.mdx`, import.meta.url)), study.slug).toBe(true);
    }
  });

  it("each proves an industry of the clients section, which shows every industry once", () => {
    const labels: readonly string[] = industries.map((industry) => industry.label);
    for (const study of caseStudies) expect(labels).toContain(study.industry);
    expect(home.clients.industries.map((industry) => industry.label)).toEqual(labels);
    expect(home.clients.industries.filter((industry) => industry.caseStudy)).toHaveLength(caseStudies.length);
  });

  it("show on the service pages they fit, not on the others", () => {
    expect(caseStudiesFor("hosting-sysadmin").map((study) => study.slug)).toEqual([
      "azure-migration-costs-smes",
    ]);
    expect(caseStudiesFor("cyber-security")).toEqual([]);
  });

  it("are what the forms' outcomes suggest reading", () => {
    const paths = caseStudies.map(caseStudyPath);
    expect(paths).toContain(readCaseStudy.to);
    expect(contactOutcome.actions).toContainEqual(readCaseStudy);
    expect(subscribeOutcome.actions).toContainEqual(readCaseStudy);
  });
});
