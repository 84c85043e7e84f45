import { describe, expect, it } from "vitest";
import { scanForStrayFacts, strayFacts } from "./stray-facts";

const project = new URL("../..", import.meta.url).pathname;

describe("facts written once", () => {
  it("no figure of a fact is written outside its home in app/, server/ or scripts/", () => {
    const copies = scanForStrayFacts(project, ["app", "server", "scripts"]);
    expect(copies.map((copy) => copy.message).join("\n")).toBe("");
  });
});

describe("the scan for copies", () => {
  const page = (line: string) => `import { x } from "./x";\n\nexport const words = {\n  ${line}\n};\n`;

  it.each([
    ["the reply promise", 'promise: "We reply within 24 hours.",', "24 hours", "app/content/company.ts"],
    [
      "the reply promise, as an adjective",
      'note: "our 24-hour promise",',
      "24-hour",
      "app/content/company.ts",
    ],
    [
      "the reply promise, spelled out",
      'promise: "within twenty-four hours",',
      "twenty-four hours",
      "app/content/company.ts",
    ],
    [
      "a download link's lifetime",
      'tip: "Your link works for seven days.",',
      "seven days",
      "app/content/download-links.ts",
    ],
    [
      "a download link's lifetime, in figures",
      'tip: "valid for 7 days",',
      "7 days",
      "app/content/download-links.ts",
    ],
    [
      "a reset link's lifetime",
      'sent: "The link works once, for one hour.",',
      "for one hour",
      "app/content/auth.ts",
    ],
    [
      "how long leads are kept",
      'kept: "for two years after our last contact",',
      "two years",
      "app/content/privacy.ts",
    ],
    [
      "how long won work is kept",
      'kept: "six years for legal purposes",',
      "six years",
      "app/content/privacy.ts",
    ],
    ["a session's lifetime, in code", "maxAge: 30 * 24 * 60 * 60,", "30 * 24", "app/content/auth.ts"],
    ["a session's lifetime, in units", "expiresIn: 30 * DAY_S,", "30 * DAY_S", "app/content/auth.ts"],
    [
      "a download link's lifetime, in code",
      "ttl: DAY_MS * 7,",
      "DAY_MS * 7",
      "app/content/download-links.ts",
    ],
    [
      "the number of free resources",
      'intro: "Twelve free checklists and guides",',
      "Twelve free",
      "app/content/resources.ts",
    ],
  ])("finds %s, naming the file, the line and the home", (_, line, copy, home) => {
    const [found, ...more] = strayFacts("app/routes/planted.tsx", page(line));
    expect(more).toEqual([]);
    expect(found?.message).toMatch(`app/routes/planted.tsx:4: "${copy}" is `);
    expect(found?.message).toContain(home);
  });

  it("names every fact a figure could be", () => {
    const [found] = strayFacts("server/mail/planted.ts", page('text: "The link works for 24 hours.",'));
    expect(found?.message).toContain("the reply promise (app/content/company.ts)");
    expect(found?.message).toContain("a confirmation link's lifetime (app/content/auth.ts)");
  });

  it("finds a second list of article categories", () => {
    const list = page('categories: ["Cyber Security", "Leadership", "FinTech"],');
    expect(strayFacts("app/components/insights/filter.tsx", list).map((copy) => copy.message)).toEqual([
      "app/components/insights/filter.tsx:4: a list of article categories (Cyber Security, Leadership, FinTech): read them from app/content/insight-categories.ts",
    ]);
  });

  it("lets a home file hold its figure, and passes what is not a copy", () => {
    expect(strayFacts("app/content/download-links.ts", page('tip: "Links work for seven days",'))).toEqual(
      [],
    );
    expect(strayFacts("app/content/company.ts", page('promise: "within 24 hours",'))).toEqual([]);
    for (const line of [
      'travel: "About 1 hour 15 minutes by road",',
      'care: "Remote support day to day",',
      "const WEEK_MS = 7 * DAY_MS;",
      "const DAY_MS = 24 * HOUR_MS;",
      'name: "Cyber Security",',
      "after: 17 * DAY_MS,",
      'ransom: "within 72 hours",',
    ]) {
      expect(strayFacts("app/routes/planted.tsx", page(line)), line).toEqual([]);
    }
  });

  it("leaves out the free resources' documents and the tests", () => {
    const advice = page('tip: "Keep daily copies for at least 30 days",');
    expect(strayFacts("app/content/resource-documents/backups.ts", advice)).toEqual([]);
    expect(strayFacts("app/routes/planted.test.ts", advice)).toEqual([]);
    expect(strayFacts("app/routes/planted.ts", advice)).toHaveLength(1);
  });
});
