import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { prerenderedPages } from "../scripts/lib/page-check";
import { java, NO_JAVA, nuErrorsOfFiles } from "../tests/support/nu-html-checker";

/**
 * Every prerendered page is valid HTML by the W3C Nu checker, read from the build, so it checks
 * what visitors get. The pages rendered per request are checked in tests/e2e/valid-html.spec.ts,
 * the mails in server/mail/valid-html.test.ts.
 */
const clientDir = resolve("build/client");
if (!existsSync(resolve(clientDir, "sitemap.xml"))) {
  throw new Error("run `npm run build` first: this test reads the built pages");
}
const pages = prerenderedPages(clientDir);

describe.skipIf(!java)(
  `every prerendered page is valid HTML (Nu checker${java ? "" : `: ${NO_JAVA}`})`,
  () => {
    let errors: Map<string, string[]>;
    beforeAll(async () => {
      errors = await nuErrorsOfFiles(pages.map((page) => page.file));
    }, 120_000);

    it("covers every page of the build", () => {
      expect(pages.length).toBeGreaterThanOrEqual(44);
    });

    it.each(pages)("$path", ({ file }) => {
      expect(errors.get(file)).toEqual([]);
    });
  },
);
