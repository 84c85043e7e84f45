import { expect, type Page, test } from "@playwright/test";

/**
 * Pages linked from the site whose work has not landed yet. Each entry names its reason; the
 * list must shrink to nothing.
 */
const PENDING: Record<string, string> = {};

/** What a visitor must never meet after following a link of the site. */
const ERROR_TEXTS = ["Something went wrong", "Oops! Page not found"];

type Crawl = { pages: string[]; links: Map<string, string>; broken: string[] };

/** Every page reachable from the home page by plain GETs, and for each link (href) a page that has it. */
async function crawl(request: import("@playwright/test").APIRequestContext): Promise<Crawl> {
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  const pages: string[] = [];
  const links = new Map<string, string>();
  const broken: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path);
    if (response.status() >= 400) {
      broken.push(`${path} (${response.status()})`);
      continue;
    }
    if (!response.headers()["content-type"]?.includes("text/html")) continue;
    pages.push(path);
    const html = await response.text();
    for (const [, raw] of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
      if (!raw?.startsWith("/") || raw.startsWith("//")) continue;
      const href = raw.replaceAll("&amp;", "&");
      const target = new URL(href, "http://site").pathname;
      if (target in PENDING) continue;
      if (!links.has(href)) links.set(href, path);
      if (seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return { pages, links, broken };
}

async function errorShown(page: Page): Promise<string | undefined> {
  const text = (await page.locator("body").textContent()) ?? "";
  return ERROR_TEXTS.find((error) => text.includes(error));
}

test("following every internal link reaches a page, by address and by click", async ({ page, request }) => {
  test.setTimeout(240_000);
  const { pages, links, broken } = await crawl(request);
  expect(broken).toEqual([]);
  expect(pages.length).toBeGreaterThan(40);

  // Each distinct link is clicked once, in the browser, from a page that carries it: client-side
  // navigation (or a page load, where a page has no router) must show the page, not an error.
  const failures: string[] = [];
  for (const [href, from] of links) {
    const here = page.url() ? new URL(page.url()) : undefined;
    if (!here || here.pathname + here.search !== from) await page.goto(from);
    const before = page.url();
    const link = page.locator(`a[href="${href}"]`).first();
    await link.evaluate((anchor: HTMLAnchorElement) => anchor.click());
    // A redirect (/contact) ends elsewhere than its href: wait for the address to change at all,
    // or for the dialog that some links open in place (a free resource's Request).
    const dialog = page.getByRole("dialog");
    if (new URL(href, before).href !== before) {
      await expect.poll(async () => page.url() !== before || (await dialog.isVisible())).toBe(true);
    }
    if (await dialog.isVisible()) await page.keyboard.press("Escape");
    await page.waitForLoadState();
    await expect(page.locator("h1").first()).toBeAttached();
    const error = await errorShown(page);
    if (error) failures.push(`${href} (clicked on ${from}): "${error}"`);
  }
  expect(failures).toEqual([]);
});
