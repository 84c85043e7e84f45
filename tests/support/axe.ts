import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** Runs axe-core on the page: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export async function expectNoAxeViolations(page: Page) {
  // Entrance animations fade items in: judge contrast on the settled page. An animation cancelled
  // on the way (its element drawn again) rejects `finished` with AbortError: it is settled too.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    });
    return result.violations.map((v: { id: string; help: string; nodes: { target: string[] }[] }) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    }));
  });
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}
