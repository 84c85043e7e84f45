import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";

/** Pages kept out of the sitemap on purpose. */
const noindexPages: string[] = ["/privacy-policy"];

/** The pages are judged in a few parts, so the workers share them and each part has its own time. */
const PARTS = 6;

// Every page in the sitemap, the noindex pages and the not-found page: zero WCAG 2.2 A/AA violations.
for (let part = 0; part < PARTS; part++) {
  test(`every page passes axe-core (part ${part + 1} of ${PARTS})`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThan(0);
    const every = [...paths, ...noindexPages, "/this-page-does-not-exist"];
    for (const path of every.filter((_, index) => index % PARTS === part)) {
      await test.step(path, async () => {
        await page.goto(path);
        await expectNoAxeViolations(page);
      });
    }
  });
}
