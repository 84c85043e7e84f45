import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { openDatabase } from "../../server/db";
import { expectNoAxeViolations } from "../support/axe";
import { asNewClient } from "../support/clients";
import { signedInOwner } from "../support/owner";
import { noSidewaysScroll, ownerPhone, shot } from "../support/owner-phone";
import { startServerProcess } from "../support/server-process";

test("a visitor clicking from page to page is counted once per page, and a link the pointer rests on not at all", async ({
  page,
}) => {
  // A server of its own, so that no other test's visits are counted with these (its start-up
  // renders the live pages: slow on a loaded machine).
  test.setTimeout(120_000);
  const databaseUrl = `file:${join(mkdtempSync(join(tmpdir(), "site-e2e-counting-")), "site.db")}`;
  const server = await startServerProcess(
    { DATABASE_URL: databaseUrl, TRUST_PROXY: "1" },
    { startTimeoutMs: 60_000 },
  );
  try {
    // No X-Forwarded-For of the test's own: Chromium does not add a page's extra headers to the
    // fetches it makes ahead, so every request is the socket's (behind nginx, all carry the proxy's).
    await page.goto(`${server.base}/`);
    const nav = page.getByRole("navigation", { name: "Main" });
    // Resting on a link fetches nothing ahead (so counts nothing): only a press does.
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).first().hover();
    await page.waitForTimeout(800);
    await nav.getByRole("link", { name: "About" }).first().click();
    await expect(page).toHaveURL(`${server.base}/about`);
    await nav.getByRole("link", { name: "Insights" }).first().click();
    await expect(page).toHaveURL(`${server.base}/insights`);
    const article = page.locator('main a[href^="/insights/"]').first();
    const articlePath = (await article.getAttribute("href"))!;
    await article.click();
    await expect(page).toHaveURL(`${server.base}${articlePath}`);
    // The press fetched the page ahead, and the navigation used that fetch: no second request.
    const delivery = await page.evaluate(
      () =>
        (
          performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
            deliveryType: string;
          }
        ).deliveryType,
    );
    expect(delivery).toBe("navigational-prefetch");
  } finally {
    await server.stop(); // a graceful stop writes the last batch
  }
  const db = openDatabase(databaseUrl);
  try {
    const views = await db.selectFrom("analytics_views").select(["path", "views"]).orderBy("path").execute();
    const article = views.find((row) => row.path.startsWith("/insights/"));
    expect(views).toEqual([
      { path: "/", views: 1 },
      { path: "/about", views: 1 },
      { path: "/insights", views: 1 },
      { path: article!.path, views: 1 },
    ]);
    const visits = await db
      .selectFrom("analytics_visits")
      .select(["entry_path", "source", "device"])
      .execute();
    expect(visits).toEqual([{ entry_path: "/", source: "direct", device: "desktop" }]);
    expect(await db.selectFrom("analytics_page_visitors").select("path").execute()).toHaveLength(4);
  } finally {
    await db.destroy();
  }
});

test.describe("the owner's figures on a phone", () => {
  test.use(ownerPhone);

  test("reads at 390 px: totals, a chart with its table, sources and the form's outcomes, and a CSV", async ({
    page,
    browser,
  }) => {
    await asNewClient(page);
    await page.goto("/about?utm_source=Newsletter&utm_medium=email&utm_campaign=winter");
    await signedInOwner(browser, page);
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Visits" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Visits and leads" })).toBeVisible();
    await expect(page.getByRole("img", { name: /Page views and visitors per day/ })).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Sources: where visitors come from, and the leads they bring" }),
    ).toContainText("newsletter");
    await expect(page.getByRole("table", { name: "Campaigns" })).toContainText("newsletter / email / winter");
    await page.getByText("Show the figures of each day").click();
    await expect(page.getByRole("table", { name: "Page views and visitors per day" })).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await shot(page, "analytics");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download these figures (CSV)" }).click();
    const csv = await download;
    expect(csv.suggestedFilename()).toMatch(/^analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
