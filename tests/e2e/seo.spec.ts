import { expect, test } from "@playwright/test";

test("the home page has its title, description, canonical, social tags and site JSON-LD", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/IT Consultancy in Redruth, Cornwall/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_GB");
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  const imageResponse = await page.request.get(new URL(image!).pathname);
  expect(imageResponse.headers()["content-type"]).toBe("image/png");
  const png = await imageResponse.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.flatMap((text) => [JSON.parse(text)].flat()).map((item) => item["@type"]);
  expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
});

test("a page that is not indexed shares the default social image, and the touch icon is the logo", async ({
  page,
}) => {
  await page.goto("/auth");
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(new URL(image!).pathname).toBe("/og-default.png");
  const png = await (await page.request.get("/og-default.png")).body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(png.length).toBeLessThan(100_000);
  const icon = await page.request.get(
    (await page.locator('link[rel="apple-touch-icon"]').getAttribute("href"))!,
  );
  expect(icon.headers()["content-type"]).toBe("image/png");
  expect((await icon.body()).readUInt32BE(16)).toBe(180);
});

test("robots.txt allows crawling and points at the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.headers()["content-type"]).toContain("text/plain");
  const body = await response.text();
  expect(body).toContain("User-agent: *");
  expect(body).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});

test("the sitemap lists the indexable pages and leaves noindex ones out", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(locs).toContain("/");
  expect(locs).not.toContain("/privacy-policy");
  expect(locs).not.toContain("/auth");
  expect(new Set(locs).size).toBe(locs.length);
});
