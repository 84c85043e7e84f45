import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";

/** Pages kept out of the sitemap on purpose. */
const noindexPages: string[] = ["/privacy-policy"];

// Every page in the sitemap, the noindex pages and the not-found page: zero WCAG 2.2 A/AA violations.
test("every page passes axe-core", async ({ page, request }) => {
  test.setTimeout(300_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(0);
  for (const path of [...paths, ...noindexPages, "/this-page-does-not-exist"]) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
});
