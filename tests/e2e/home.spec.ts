import { expect, test } from "@playwright/test";

test.describe("a visitor without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("reads the whole home page from the first HTML response", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    for (const text of [
      "Start Your Project",
      "Explore Services",
      "Why you should partner with",
      "Optimised Solutions",
      "Cutting-Edge Expertise",
      "SME Focused",
      "Let&#x27;s Start Your Project",
      "Send Us a Message",
    ]) {
      expect(html).toContain(text);
    }
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("leading IT consultancy");
    const labels = page.getByRole("list", { name: "What we do" }).getByRole("listitem");
    await expect(labels).toHaveText(["AI", "Cloud", "Consultancy", "Cyber", "Development"]);
  });

  test("can open the mobile menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByLabel("Open menu").click();
    await expect(page.locator("details").getByRole("link", { name: "Insights" })).toBeVisible();
  });
});

test("the four service cards lead to their service pages", async ({ page }) => {
  await page.goto("/");
  const cards = page.locator("#services").getByRole("link");
  await expect(cards).toHaveCount(4);
  const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual(["/consultancy", "/cyber-security", "/software-development", "/hosting-sysadmin"]);
});

test("the contact section shows email, phone and registered office", async ({ page }) => {
  await page.goto("/");
  const contact = page.locator("#contact");
  await expect(contact.getByRole("heading", { name: "Let's Start Your Project" })).toBeVisible();
  await expect(contact.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(contact.getByRole("link", { name: /^0\d/ })).toHaveAttribute("href", /^tel:/);
  await expect(contact.getByText(/Redruth.*TR15/)).toBeVisible();
});

test("hero buttons scroll to the contact and services sections", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Start Your Project" }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.locator("#contact h2")).toBeInViewport();
  await page.getByRole("link", { name: "Explore Services" }).click();
  await expect(page).toHaveURL(/#services$/);
  await expect(page.locator("#services h2")).toBeInViewport();
});

test("the clients section shows each industry with what was done there, and no invented testimonial", async ({
  page,
}) => {
  await page.goto("/");
  const clients = page.locator("#clients");
  for (const industry of ["Finance", "Insurance", "SME Consulting", "Travel"]) {
    await expect(clients.getByText(new RegExp(`^${industry}( · Case study)?$`))).toBeVisible();
  }
  await expect(page.locator("#testimonials")).toHaveCount(0);
});

test("each case study card leads to its article, which carries every figure of the card", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const cards = page.locator("#clients a[href^='/insights/']");
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) {
    const href = (await card.getAttribute("href"))!;
    const figures = await card.locator("dd").allTextContents();
    expect(figures.length).toBeGreaterThan(0);
    const article = (await (await request.get(href)).text()).replaceAll("<!-- -->", "");
    expect(article, href).toContain("<h1");
    // "4 months" is the article's "4-month pilot".
    for (const figure of figures) {
      const written = [figure, figure.replace(/ months$/, "-month")];
      expect(
        written.some((form) => article.includes(form)),
        `${href}: ${figure}`,
      ).toBe(true);
    }
  }
});
