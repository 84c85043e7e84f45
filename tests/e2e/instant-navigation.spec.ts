import { type CDPSession, expect, type Page, test } from "@playwright/test";

type Attempt = { url: string; action: "Prefetch" | "Prerender"; status: string; reason?: string };

/** What the browser speculates, as DevTools reports it. */
async function speculations(page: Page): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  const cdp: CDPSession = await page.context().newCDPSession(page);
  cdp.on("Preload.prefetchStatusUpdated", (event) =>
    attempts.push({
      url: event.key.url,
      action: "Prefetch",
      status: event.status,
      reason: event.prefetchStatus,
    }),
  );
  cdp.on("Preload.prerenderStatusUpdated", (event) =>
    attempts.push({
      url: event.key.url,
      action: "Prerender",
      status: event.status,
      reason: event.prerenderStatus,
    }),
  );
  await cdp.send("Preload.enable");
  return attempts;
}

/**
 * Every link the page's rules make a candidate for fetching ahead, as DevTools lists them as soon
 * as the browser has read the rules (a rest of the pointer only starts the fetch).
 */
async function speculationCandidates(page: Page): Promise<string[]> {
  const candidates: string[] = [];
  const cdp: CDPSession = await page.context().newCDPSession(page);
  cdp.on("Preload.preloadingAttemptSourcesUpdated", (event) =>
    candidates.splice(
      0,
      candidates.length,
      ...event.preloadingAttemptSources.map((source) => source.key.url),
    ),
  );
  await cdp.send("Preload.enable");
  return candidates;
}

test("a link is fetched ahead when it is pressed, never when the pointer rests on it, so the click shows the page at once, under the page's CSP", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ bypassCSP: false });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|speculation rules/i.test(message.text())) violations.push(message.text());
  });
  const attempts = await speculations(page);
  await page.goto(`${baseURL}/about`);
  // The inline rules run under the page's CSP (by hash): a refusal would show here.
  expect(violations).toEqual([]);
  const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Insights" }).first();
  // Resting on a link fetches nothing (the server counts a fetch ahead as the view: decision 047).
  await link.hover();
  await page.waitForTimeout(800);
  expect(attempts.filter((a) => a.url === `${baseURL}/insights`)).toEqual([]);
  await link.click();
  await expect(page).toHaveURL(`${baseURL}/insights`);
  expect(attempts.some((a) => a.url === `${baseURL}/insights` && a.action === "Prefetch")).toBe(true);
  // Fetched, never prerendered: one request for one press.
  expect(attempts.filter((a) => a.action === "Prerender")).toEqual([]);
  const delivery = await page.evaluate(
    () =>
      (
        performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
          deliveryType: string;
        }
      ).deliveryType,
  );
  expect(delivery).toBe("navigational-prefetch");
  expect(violations).toEqual([]);
  await context.close();
});

test("pages rendered for a visitor or with effects are never fetched ahead", async ({ page, baseURL }) => {
  const candidates = await speculationCandidates(page);
  await page.goto(`${baseURL}/`);
  // The rules have been read once the privacy policy (linked from every footer) is a candidate.
  await expect.poll(() => candidates).toContain(`${baseURL}/privacy-policy`);
  expect(candidates).toContain(`${baseURL}/about`);
  const perVisitor = /^\/(auth|account|api|resources|subscriptions)\b/;
  expect(candidates.filter((url) => perVisitor.test(new URL(url).pathname))).toEqual([]);
  // The page does link Sign In: the rules, not a missing link, keep /auth out.
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).first(),
  ).toHaveAttribute("href", "/auth");
});
