import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";

const pages = [
  { path: "/about", h1: /technology expertise/i },
  { path: "/consultancy", h1: /technology leadership/i },
  { path: "/fractional-cto-cio", h1: /technology executive/i },
  { path: "/product-architecture-review", h1: /platform stands/i },
  { path: "/digital-transformation", h1: /Modernise/i },
  { path: "/technical-strategy-review", h1: /technology is taking you/i },
  { path: "/ai-consultancy", h1: /Artificial intelligence/i },
  { path: "/cyber-security", h1: /Protection/i },
  { path: "/software-development", h1: /Software built/i },
  { path: "/software-development/bespoke", h1: /Custom applications/i },
  { path: "/software-development/website-design-build", h1: /Websites that work/i },
  { path: "/website-design-build", h1: /Professional websites/i },
  { path: "/hosting-sysadmin", h1: /Hosting and servers/i },
  { path: "/privacy-policy", h1: /Privacy Policy/ },
];

async function serverHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** Texts of the items of the list that follows the section heading with this text. */
const countItems = (html: string, heading: string) => {
  const start = html.indexOf(`>${heading}</h2>`);
  expect(start, heading).toBeGreaterThan(0);
  const list = html.slice(start).match(/<(ul|ol|dl)\b[\s\S]*?<\/\1>/)![0];
  return (list.match(/<li\b|<dd\b/g) ?? []).length;
};

test("every service, company and policy page answers with its own title, h1 and canonical", async ({
  page,
}) => {
  const titles = new Set<string>();
  for (const { path, h1 } of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
    titles.add(await page.title());
  }
  expect(titles.size).toBe(pages.length);
});

test("service pages describe themselves as a Service to search engines", async ({ request }) => {
  for (const { path } of pages.filter((p) => !["/about", "/privacy-policy"].includes(p.path))) {
    const html = await serverHtml(request, path);
    expect(html, path).toMatch(/"@type":"Service"/);
  }
  expect(await serverHtml(request, "/about")).toMatch(/"@type":"AboutPage"[\s\S]*"@type":"Person"/);
});

test("a service page shows the case studies that fit it, and only those", async ({ page }) => {
  await page.goto("/hosting-sysadmin");
  const studies = page.locator("#case-studies");
  await expect(studies.getByRole("link")).toHaveCount(1);
  await expect(studies.getByRole("link")).toHaveAttribute("href", "/insights/azure-migration-costs-smes");
  await page.goto("/fractional-cto-cio");
  await expect(page.locator("#case-studies").getByRole("link")).toHaveCount(2);
  await page.goto("/cyber-security");
  await expect(page.locator("#case-studies")).toHaveCount(0);
});

test("the spec's figures and list counts are in the server HTML", async ({ request }) => {
  const hosting = await serverHtml(request, "/hosting-sysadmin");
  for (const figure of [
    "£50",
    "£200",
    "99.9% uptime SLA",
    "Custom",
    "Microsoft Azure",
    "Amazon Web Services",
    "DigitalOcean",
  ]) {
    expect(hosting).toContain(figure);
  }
  expect(countItems(hosting, "Technical expertise")).toBe(10);
  expect(countItems(hosting, "Four ways we keep you running")).toBe(4);
  expect(countItems(hosting, "Why businesses trust us with their infrastructure")).toBe(4);

  const fractional = await serverHtml(request, "/fractional-cto-cio");
  for (const figure of [
    "Strategic Advisory",
    "4-8 hours per month",
    "Active Leadership",
    "1-2 days per week",
    "Interim Executive",
    "3-4 days per week",
    "Project-Based",
    "Flexible duration",
  ]) {
    expect(fractional).toContain(figure);
  }
  const review = await serverHtml(request, "/product-architecture-review");
  expect(countItems(review, "Nine criteria, assessed in depth")).toBe(9);
  expect(countItems(review, "Four deliverables you can act on")).toBe(4);

  const transformation = await serverHtml(request, "/digital-transformation");
  expect(countItems(transformation, "What transformation delivers")).toBe(6);
  expect(countItems(transformation, "How we help")).toBe(6);
  expect(countItems(transformation, "Five steps from assessment to results")).toBe(5);

  const strategy = await serverHtml(request, "/technical-strategy-review");
  expect(countItems(strategy, "Four lenses on your strategy")).toBe(4);
  expect(countItems(strategy, "Six deliverables at the end of the review")).toBe(6);
  expect(countItems(strategy, "Why review your strategy now")).toBe(6);
  expect(countItems(strategy, "Three steps, typically over four to six weeks")).toBe(3);

  const ai = await serverHtml(request, "/ai-consultancy");
  expect(countItems(ai, "Four areas where AI pays back")).toBe(4);
  expect(countItems(ai, "From first question to measurable results")).toBe(4);
  for (const industry of [
    "Professional Services",
    "Manufacturing &amp; Engineering",
    "Healthcare &amp; Life Sciences",
    "Financial Services",
    "Retail &amp; E-commerce",
    "Education &amp; Training",
  ]) {
    expect(ai).toContain(industry);
  }
  expect(countItems(ai, "Industries we support")).toBe(6);

  const cyber = await serverHtml(request, "/cyber-security");
  expect(countItems(cyber, "Our four-step assessment")).toBe(4);
  for (const step of ["Online workshop", "On-site workshop", "Risk assessment", "Recommendations"])
    expect(cyber).toContain(step);

  const website = await serverHtml(request, "/website-design-build");
  expect(countItems(website, "WordPress, done properly")).toBe(5);
  expect(countItems(website, "Our 4-step design process")).toBe(4);
  expect(countItems(website, "Technologies we work with")).toBe(12);
  for (const tech of [
    "WordPress",
    "HTML5",
    "CSS3",
    "JavaScript",
    "PHP",
    "MySQL",
    "React",
    "Tailwind CSS",
    "WooCommerce",
    "Elementor",
    "ACF",
    "WPML",
  ]) {
    expect(website).toContain(`>${tech}</span>`);
  }

  const about = await serverHtml(request, "/about");
  for (const claim of ["100+", "65+", "99%", "Founding Director &amp; CTO", "Founding Director &amp; COO"])
    expect(about).toContain(claim);
});

test("calls to action go where the spec says", async ({ page }) => {
  await page.goto("/hosting-sysadmin");
  await expect(page.getByRole("link", { name: "Get Free Consultation" }).first()).toHaveAttribute(
    "href",
    "/#contact",
  );
  await expect(page.getByRole("link", { name: "View All Services" }).first()).toHaveAttribute(
    "href",
    "/#services",
  );

  await page.goto("/consultancy");
  const cards = page.locator("#consultancy-services a");
  expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
    "/product-architecture-review",
    "/fractional-cto-cio",
    "/digital-transformation",
    "/technical-strategy-review",
    "/ai-consultancy",
  ]);
  await expect(page.getByRole("link", { name: /^Call 0/ })).toHaveAttribute("href", /^tel:/);

  await page.goto("/software-development");
  const services = page.locator("#development-services a");
  expect(await services.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
    "/software-development/bespoke",
    "/software-development/website-design-build",
  ]);
  for (const sub of ["/software-development/bespoke", "/software-development/website-design-build"]) {
    await page.goto(sub);
    await expect(page.getByRole("link", { name: "Back to Software Development" })).toHaveAttribute(
      "href",
      "/software-development",
    );
    await expect(page.locator('a[href="/#contact"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/about"]').first()).toBeVisible();
  }

  await page.goto("/ai-consultancy");
  await expect(page.locator('main a[href="/insights"]')).toHaveCount(1);

  await page.goto("/about");
  for (const link of await page.getByRole("link", { name: /on LinkedIn/ }).all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test.describe("the privacy policy", () => {
  test("is noindex, has ten numbered sections and the date its text last changed", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.locator("main h2")).toHaveCount(10);
    await expect(page.locator("main h2").first()).toHaveText("1. Introduction");
    await expect(page.locator("main h2").last()).toHaveText("10. Contact Us");
    await expect(page.getByText(/^Last updated: \d{1,2} \w+ \d{4}$/)).toBeVisible();
    // The date kept with the policy's words (DESIGN.md), not the day the site was built.
    const source = readFileSync(new URL("../../app/content/privacy.ts", import.meta.url), "utf8");
    const lastUpdated = source.match(/lastUpdated: "(\d{4}-\d{2}-\d{2})"/)?.[1];
    expect(lastUpdated).toBeDefined();
    await expect(page.locator("main time")).toHaveAttribute("datetime", lastUpdated!);
  });

  test("its back button goes back in history", async ({ page }) => {
    await page.goto("/about");
    await page.goto("/privacy-policy");
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("its back button is a link home", async ({ page }) => {
      await page.goto("/privacy-policy");
      await page.getByRole("link", { name: "Back" }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });
});

test("every page of this part passes axe-core", async ({ page }) => {
  test.setTimeout(120_000);
  for (const { path } of pages) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
});
