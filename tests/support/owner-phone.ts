import { mkdirSync } from "node:fs";
import { expect, type Page } from "@playwright/test";

/** The owner's phone: 390 px wide, touch (the back office's specs `test.use` it). */
export const ownerPhone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Where the screenshots of the back office at 390 px go (described in the issues' notes). */
const SHOTS = "test-results/admin-390";

/** Nothing on the page is wider than the phone's screen. */
export const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), page.url()).toBeLessThanOrEqual(
    ownerPhone.viewport.width,
  );

/** What the owner sees first, and the whole page, as `<name>.png` and `<name>-full.png`. */
export async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  await page.screenshot({ path: `${SHOTS}/${name}-full.png`, fullPage: true });
}
