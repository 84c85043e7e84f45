import { describe, expect, it } from "vitest";
import { areasWeServe } from "./areas-we-serve";
import { findLocationPage, type LocationPage, locationLinks, locationPages } from "./locations";

const cornwallPaths = [
  "/it-support-redruth",
  "/it-support-truro",
  "/it-support-falmouth",
  "/it-support-camborne",
  "/it-support-penryn",
  "/it-support-newquay",
  "/it-support-st-austell",
  "/it-support-bodmin",
  "/it-support-penzance",
];
const southwestPaths = [
  "/locations/it-consultancy-exeter",
  "/locations/business-it-support-plymouth",
  "/locations/it-consultancy-bristol",
  "/locations/it-support-bath",
  "/locations/it-support-taunton",
  "/locations/it-consultancy-swindon",
];
const nationalPaths = [
  "/locations/it-consultancy-reading",
  "/locations/fractional-cto-london",
  "/locations/it-support-southampton",
];

describe("the local pages' data", () => {
  it("holds the 18 pages of SPEC §2 and DESIGN.md, each path and slug once", () => {
    expect(locationPages).toHaveLength(18);
    expect(locationPages.map((page) => page.path).sort()).toEqual(
      [...cornwallPaths, ...southwestPaths, ...nationalPaths].sort(),
    );
    expect(new Set(locationPages.map((page) => page.slug)).size).toBe(18);
    expect(new Set(locationPages.map((page) => page.town)).size).toBe(18);
    expect(new Set(locationPages.map((page) => page.seo.title)).size).toBe(18);
  });

  it.each(locationPages.map((page) => [page.town, page] as const))(
    "%s has every part of the template",
    (_, page) => {
      expect(page.nearby).toHaveLength(8);
      expect(new Set(page.nearby).size).toBe(8);
      expect(page.nearby).not.toContain(page.town);
      expect(page.reasons).toHaveLength(6);
      expect(new Set(page.reasons.map((reason) => reason.title)).size).toBe(6);
      expect(page.services.map((service) => service.to)).toEqual([
        "/consultancy",
        "/cyber-security",
        "/software-development",
        "/hosting-sysadmin",
      ]);
      for (const service of page.services) expect(service.features?.length).toBeGreaterThanOrEqual(3);
      expect(page.headline).toContain(page.town);
      expect(page.seo.title).toContain(page.town);
      expect(page.seo.description.length).toBeGreaterThan(80);
      expect(page.economy.paragraphs.length).toBeGreaterThanOrEqual(2);
    },
  );

  it("gives every page its own words, not one text with the name swapped", () => {
    const withoutTown = (page: LocationPage, text: string) => text.replaceAll(page.town, "{town}");
    const fields: ((page: LocationPage) => string)[] = [
      (page) => page.intro,
      (page) => page.economy.paragraphs.join(" "),
      (page) => page.seo.description,
      (page) => page.serviceArea,
      (page) => page.summary,
      (page) => page.cta.title,
      (page) => page.services.map((service) => service.description).join(" "),
      (page) =>
        page.reasons
          .slice(0, 3)
          .map((reason) => reason.description)
          .join(" "),
    ];
    for (const field of fields) {
      const texts = locationPages.map((page) => withoutTown(page, field(page)));
      expect(new Set(texts).size).toBe(locationPages.length);
    }
  });

  it("says honestly how each place is served: on site in Cornwall and the Southwest, remote-first beyond", () => {
    for (const page of locationPages) {
      if (page.region === "national") expect(page.delivery).toMatch(/^Remote-first/);
      else expect(page.delivery).toMatch(/on-site visits/i);
    }
  });

  it("shows London's three engagement models with SPEC §9's figures, and only on London", () => {
    const london = findLocationPage("/locations/fractional-cto-london");
    expect(london?.engagementModels?.map((model) => [model.name, model.commitment])).toEqual([
      ["Strategic Advisory", "4-8 hours/month"],
      ["Active Leadership", "1-2 days/week"],
      ["Interim CTO", "3-4 days/week"],
    ]);
    expect(locationPages.filter((page) => page.engagementModels)).toHaveLength(1);
  });

  it("finds a page by its path, with or without a trailing slash", () => {
    expect(findLocationPage("/it-support-st-austell")?.town).toBe("St Austell");
    expect(findLocationPage("/it-support-st-austell/")?.town).toBe("St Austell");
    expect(findLocationPage("/it-support-nowhere")).toBeUndefined();
  });
});

describe("the areas-we-serve hub", () => {
  it("links 9 Cornwall, 6 Southwest and 3 national pages in the spec's order", () => {
    expect(locationLinks("cornwall").map((link) => link.url)).toEqual(cornwallPaths);
    expect(locationLinks("southwest").map((link) => link.url)).toEqual(southwestPaths);
    expect(locationLinks("national").map((link) => link.url)).toEqual(nationalPaths);
  });

  it("lists 14 more Cornish towns, none of them with a page of its own", () => {
    const towns = areasWeServe.additionalTowns.towns;
    expect(towns).toHaveLength(14);
    expect(new Set(towns).size).toBe(14);
    const pageTowns = new Set(locationPages.map((page) => page.town));
    for (const town of towns) expect(pageTowns.has(town)).toBe(false);
  });

  it("shows the eight core services with their routes", () => {
    expect(areasWeServe.services.cards.map((card) => card.to)).toEqual([
      "/consultancy",
      "/fractional-cto-cio",
      "/cyber-security",
      "/software-development",
      "/website-design-build",
      "/hosting-sysadmin",
      "/digital-transformation",
      "/ai-consultancy",
    ]);
  });
});
