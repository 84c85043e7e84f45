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

test("a link the pointer rests on is fetched ahead, so the click shows the page at once, under the page's CSP", async ({
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
  await link.hover();
  await expect
    .poll(() =>
      attempts.some(
        (a) => a.url === `${baseURL}/insights` && a.action === "Prefetch" && a.status === "Ready",
      ),
    )
    .toBe(true);
  // Prerendering is tried too; only a browser under DevTools (this one) declines it.
  const prerender = attempts.filter((a) => a.action === "Prerender" && a.url === `${baseURL}/insights`);
  expect(prerender.length).toBeGreaterThan(0);
  for (const attempt of prerender)
    expect([undefined, "PrerenderingDisabledByDevTools"]).toContain(attempt.reason);
  await link.click();
  await expect(page).toHaveURL(`${baseURL}/insights`);
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
  const attempts = await speculations(page);
  await page.goto(`${baseURL}/`);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).first().hover();
  await page.waitForTimeout(500);
  await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).hover();
  await expect.poll(() => attempts.some((a) => a.url === `${baseURL}/privacy-policy`)).toBe(true);
  expect(attempts.filter((a) => a.url.includes("/auth"))).toEqual([]);
});
