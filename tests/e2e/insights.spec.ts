import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";

const slugs = [
  "cyber-essentials-checklist-cornwall",
  "cyber-security-winning-strategy",
  "fractional-cto-vs-interim-cto",
  "azure-migration-costs-smes",
  "ai-smes-cornwall",
  "ai-roadmap-small-business",
  "microsoft-365-ai-integration",
  "requirements-gathering-business-ventures",
  "open-banking-pilot-case-study",
];

/** The listing's order: newest first. */
const newestFirst = [
  "open-banking-pilot-case-study",
  "requirements-gathering-business-ventures",
  "microsoft-365-ai-integration",
  "ai-roadmap-small-business",
  "ai-smes-cornwall",
  "azure-migration-costs-smes",
  "cyber-essentials-checklist-cornwall",
  "cyber-security-winning-strategy",
  "fractional-cto-vs-interim-cto",
];

test("the listing shows the six newest articles first, one featured, and the first six resources", async ({
  page,
}) => {
  await page.goto("/insights");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Showing 1-6 of 9 articles")).toBeVisible();
  await expect(page.getByText("Showing 1-6 of 12 resources")).toBeVisible();
  const articles = page.locator('#articles a[href^="/insights/"]');
  await expect(articles).toHaveCount(6);
  expect(await articles.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
    newestFirst.slice(0, 6).map((slug) => `/insights/${slug}`),
  );
  const dates = await page
    .locator("#articles time")
    .evaluateAll((times) => times.map((t) => t.getAttribute("datetime")));
  expect(dates).toEqual([...dates].sort().reverse());
  // Four articles carry the flag (SPEC §3); the listing features the newest of them only.
  await expect(page.locator("#articles").getByText("Featured", { exact: true })).toHaveCount(1);
  await expect(page.locator("#articles .bg-blue-100").first()).toHaveText("Cloud Migration");
  const badges = page.locator("#resources li > span.rounded-full");
  await expect(badges).toHaveCount(6);
  for (const [type, colour] of [
    ["Checklist", "green"],
    ["Template", "blue"],
    ["Guide", "purple"],
    ["Assessment", "orange"],
  ]) {
    await expect(
      page.locator(`#resources span.bg-${colour}-100`).filter({ hasText: type }).first(),
    ).toBeVisible();
  }
  await expect(page.locator("#resources").getByRole("link", { name: /Request Free Resource/ })).toHaveCount(
    6,
  );
  await expect(page.locator("#resources").getByText("Previous")).toHaveAttribute("aria-disabled", "true");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("pagination works with links, each list on its own", async ({ page }) => {
    await page.goto("/insights");
    await page
      .getByRole("navigation", { name: "Articles pages" })
      .getByRole("link", { name: "Next" })
      .click();
    await expect(page).toHaveURL(/\?articles=2#articles$/);
    await expect(page.getByText("Showing 7-9 of 9 articles")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Articles pages" }).getByText("Next")).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(page.getByText("Showing 1-6 of 12 resources")).toBeVisible();
    await page.getByRole("link", { name: "Page 2 of resources" }).click();
    await expect(page).toHaveURL(/articles=2&resources=2#resources$/);
    await expect(page.getByText("Showing 7-9 of 9 articles")).toBeVisible();
    await expect(page.getByText("Showing 7-12 of 12 resources")).toBeVisible();
  });
});

test("with JavaScript, a page of the list opens at the list, and its forms still work", async ({ page }) => {
  await page.goto("/insights");
  await page.getByRole("link", { name: "Page 2 of articles" }).click();
  await expect(page).toHaveURL(/\?articles=2#articles$/);
  await expect(page.getByText("Showing 7-9 of 9 articles")).toBeVisible();
  await expect(page.locator("#articles h2")).toBeInViewport();
  // This page is rendered by the server (a query string), with the same islands as /insights.
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Email Required")).toBeVisible();
  await page
    .getByRole("navigation", { name: "Articles pages" })
    .getByRole("link", { name: "Previous" })
    .click();
  await expect(page).toHaveURL(/\/insights#articles$/);
  await expect(page.getByText("Showing 1-6 of 9 articles")).toBeVisible();
  await expect(page.locator("#articles h2")).toBeInViewport();
});

test("every article answers with its own title, h1, canonical, back link and structured data", async ({
  request,
}) => {
  const titles = new Set<string>();
  for (const slug of slugs) {
    const response = await request.get(`/insights/${slug}`);
    expect(response.status(), slug).toBe(200);
    const html = await response.text();
    titles.add(html.match(/<title>([^<]+)<\/title>/)![1]!);
    expect(html).toMatch(/<h1[^>]*>[^<]{10,}<\/h1>/);
    expect(html).toContain(`rel="canonical" href="http://`);
    expect(html).toContain(`/insights/${slug}"`);
    expect(html).toMatch(/href="\/insights"[^>]*>.*?Back to Insights/s);
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain('"@type":"BreadcrumbList"');
  }
  expect(titles.size).toBe(slugs.length);
  expect((await request.get("/insights/no-such-article")).status()).toBe(404);
});

/** SPEC §2 and §9, article by article: the shown date (where given), read time and figures. */
const articleFacts: Record<string, { published?: string; readTime?: string; figures: string[] }> = {
  "cyber-essentials-checklist-cornwall": {
    figures: [
      "Boundary Firewalls",
      "Secure Configuration",
      "Access Control",
      "Malware Protection",
      "Patch Management",
      "14 days",
      "6-8 week",
      "10%",
      "£10,000",
    ],
  },
  "cyber-security-winning-strategy": {
    published: "December 2024",
    readTime: "8 min read",
    figures: ["About half", "of UK businesses were targeted", "£10,000"],
  },
  "fractional-cto-vs-interim-cto": {
    readTime: "6 min read",
    figures: [
      "1-3 days",
      "£3k-8k",
      "6 months to 3+ years",
      "3-12 months",
      "£800-1,500",
      "40-60%",
      "£4,000-6,000",
      "£48,000-72,000",
      "50-60%",
      "£1,000-1,400",
      "£20,000-28,000",
      "£120,000-168,000",
    ],
  },
  "azure-migration-costs-smes": {
    readTime: "10 min read",
    figures: [
      "95",
      "9 months",
      "£78,500",
      "£10,500",
      "£15,000",
      "£35,000",
      "£8,500",
      "£9,500",
      "£3,870",
      "£5,200",
      "£1,330",
      "26%",
      "£15,960",
      "15 months",
      "94.2%",
      "99.8%",
      "5.2",
      "2.8",
    ],
  },
  "ai-smes-cornwall": { readTime: "8 min read", figures: ["35%"] },
  "ai-roadmap-small-business": {
    readTime: "12 min read",
    figures: ["0-3 months", "3-9 months", "9-18 months", "18+ months", "6-12 months"],
  },
  "microsoft-365-ai-integration": {
    readTime: "10 min read",
    figures: ["£22-30", "2-4 hours", "3-6 months", "6-9 months", "£250-300", "60%", "25%"],
  },
  "requirements-gathering-business-ventures": { figures: ["12-month", "six weeks"] },
  "open-banking-pilot-case-study": { figures: ["4-month"] },
};

test("each article shows the specification's date, read time and figures", async ({ request }) => {
  for (const [slug, facts] of Object.entries(articleFacts)) {
    // Ranges may be set with an en dash or a non-breaking hyphen: the figure is the same.
    const html = (await (await request.get(`/insights/${slug}`)).text())
      .replaceAll("&amp;", "&")
      .replace(/[\u2011\u2013]/g, "-")
      .replaceAll("<!-- -->", "");
    const byline = html.match(/<time dateTime="[^"]+">([^<]+)<\/time> · (\d+ min read)/);
    expect(byline, `${slug}: date and read time under the title`).not.toBeNull();
    if (facts.published) expect(byline![1], `${slug}: date`).toContain(facts.published);
    if (facts.readTime) expect(byline![2], `${slug}: read time`).toBe(facts.readTime);
    for (const figure of facts.figures) expect(html, `${slug}: ${figure}`).toContain(figure);
  }
});

test("the RSS feed is well-formed XML with nine items", async ({ page, request }) => {
  const xml = await (await request.get("/insights/rss.xml")).text();
  await page.goto("/");
  const result = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      items: doc.querySelectorAll("item").length,
    };
  }, xml);
  expect(result).toEqual({ error: null, items: 9 });
});

test("the sitemap lists every article", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const slug of slugs) expect(xml).toContain(`/insights/${slug}</loc>`);
});

test("the listing and the articles pass axe-core", async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of [
    "/insights",
    "/insights?articles=2&resources=2",
    ...slugs.map((slug) => `/insights/${slug}`),
  ]) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
});

test("/insights offers one thing on its first screen and closes with one call to action", async ({
  page,
}) => {
  await page.goto("/insights");
  const hero = page.locator("main > section").first();
  await expect(hero.getByRole("link", { name: "Get a free resource" })).toHaveAttribute("href", "#resources");
  const closing = page.getByRole("region", { name: "Need advice specific to your business?" });
  await expect(closing.getByRole("link")).toHaveText(["Get in Touch"]);
});

test("the fractional CTO article says which fee range is which", async ({ request }) => {
  const html = (await (await request.get("/insights/fractional-cto-vs-interim-cto")).text())
    .replaceAll("&amp;", "&")
    .replace(/[\u2011\u2013]/g, "-")
    .replaceAll("<!-- -->", "");
  // The whole market's range in the comparison, the two-day case inside it in the figures.
  expect(html).toContain("Cost (the whole market range)");
  expect(html).toContain("£3k-8k monthly retainer, from 1 to 3 days per week");
  expect(html).toContain("at 2 days per week (within the £3k-8k range)");
  expect(html).toContain("at a typical SME rate (within £800-1,500)");
});

test("the Cyber Essentials article offers its checklist, which the visitor can then request", async ({
  page,
}) => {
  await page.goto("/insights/cyber-essentials-checklist-cornwall");
  const request = "/insights?resource=cyber-essentials-readiness-checklist#request-resource";
  // On the first screen, in the text and at the end.
  const offers = page.locator(`main a[href="${request}"]`);
  await expect(offers).toHaveCount(3);
  await expect(offers.first()).toHaveText("Get the free checklist");
  await expect(
    page.getByRole("complementary", { name: "Cyber Essentials Readiness Checklist" }),
  ).toBeVisible();
  await offers.first().click();
  await expect(page.getByRole("dialog").or(page.locator("#request-resource"))).toContainText(
    "Cyber Essentials Readiness Checklist",
  );
});
