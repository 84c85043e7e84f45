import type { Page } from "@playwright/test";

/**
 * Holds the page's requests to `url` until the returned function lets them through: an answer as
 * slow as the test needs to see the busy state, and no slower (no fixed sleep).
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
