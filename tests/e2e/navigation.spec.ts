import { expect, test } from "@playwright/test";

const header = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Main" });

test("header links scroll on the home page and navigate elsewhere", async ({ page }) => {
  await page.goto("/");
  await header(page).getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page.locator("#contact h2")).toBeInViewport();
  await header(page).getByRole("link", { name: "Home", exact: true }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  await header(page).getByRole("link", { name: "Services", exact: true }).click();
  await expect(page.locator("#services h2")).toBeInViewport();
  await expect(header(page).getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
  await expect(header(page).getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
  await expect(header(page).getByRole("link", { name: "Insights" })).toHaveAttribute("href", "/insights");
});

test("from another page, Contact goes to the home page and scrolls to the form", async ({ page }) => {
  await page.goto("/no-such-page");
  await header(page).getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator("#contact h2")).toBeInViewport();
});

test("the mobile menu opens, and closes when a link is chosen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const desktopLinks = header(page).locator("div.md\\:flex");
  await expect(desktopLinks).toBeHidden();
  await page.getByLabel("Open menu").click();
  const menu = page.locator("header details");
  await expect(menu.getByRole("link", { name: "Sign In" })).toBeVisible();
  await menu.getByRole("link", { name: "Contact", exact: true }).click();
  await expect(menu).not.toHaveAttribute("open");
  await expect(page.locator("#contact h2")).toBeInViewport();
});

test("the mobile menu closes on Escape, giving focus back to its button, and on a tap outside it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/about");
  const menu = page.locator("header details");
  const button = page.getByLabel("Open menu");
  await button.click();
  await expect(menu).toHaveAttribute("open");
  await expect(page.getByLabel("Close menu")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).not.toHaveAttribute("open");
  await expect(button).toBeFocused();
  await button.click();
  await expect(menu.getByRole("link", { name: "Insights" })).toBeVisible();
  // A tap on the page below the menu's panel.
  await page.mouse.click(200, 800);
  await expect(menu).not.toHaveAttribute("open");
  // A tap inside the panel, not on a link, leaves it open.
  await button.click();
  await menu
    .locator("div")
    .first()
    .click({ position: { x: 5, y: 5 } });
  await expect(menu).toHaveAttribute("open");
});

test("Home on the home page scrolls to the top without loading the page again", async ({ page }) => {
  await page.goto("/#contact");
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await header(page).getByRole("link", { name: "Home", exact: true }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test("the footer carries the company facts and its link groups", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await expect(footer).toContainText(/company number \S+/);
  await expect(footer).toContainText(/Registered office: .*Redruth/);
  const social = footer.getByRole("link", { name: /LinkedIn/ });
  await expect(social).toHaveAttribute("target", "_blank");
  await expect(social).toHaveAttribute("rel", "noopener noreferrer");
  const services = footer.getByRole("navigation", { name: "Services links" }).getByRole("link");
  expect(await services.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
    "/ai-consultancy",
    "/cyber-security",
    "/product-architecture-review",
    "/fractional-cto-cio",
    "/software-development",
    "/website-design-build",
    "/hosting-sysadmin",
    "/digital-transformation",
  ]);
  const industries = footer.getByRole("navigation", { name: "Industries links" }).getByRole("link");
  await expect(industries).toHaveText(["Finance", "Insurance", "SME Consulting", "Travel"]);
  for (const href of await industries.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
    expect(href).toBe("/#clients");
  }
  const resources = footer.getByRole("navigation", { name: "Resources links" }).getByRole("link");
  const resourceHrefs = await resources.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(resourceHrefs[0]).toBe("/insights");
  expect(resourceHrefs.filter((href) => href?.startsWith("/insights/"))).toHaveLength(7);
  const company = footer.getByRole("navigation", { name: "Company links" });
  for (const href of ["/about", "/#clients", "/#contact", "/privacy-policy"]) {
    await expect(company.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
});

test("the header marks the current page in the server HTML, and its one button books a call", async ({
  request,
  page,
}) => {
  const current = (page: string) =>
    [
      ...page
        .slice(page.indexOf("<header"), page.indexOf("</header>"))
        .matchAll(/<a [^>]*aria-current="(page|true)"[^>]*>([^<]+)<\/a>/g),
    ].map((m) => `${m[2]}:${m[1]}`);
  expect(current(await (await request.get("/")).text())).toEqual(["Home:page", "Home:page"]);
  expect(current(await (await request.get("/about")).text())).toEqual(["About:page", "About:page"]);
  expect(current(await (await request.get("/insights")).text())).toEqual(["Insights:page", "Insights:page"]);
  expect(current(await (await request.get("/insights/ai-smes-cornwall")).text())).toEqual([
    "Insights:true",
    "Insights:true",
  ]);
  expect(current(await (await request.get("/cyber-security")).text())).toEqual([]);

  await page.goto("/about");
  const book = header(page).getByRole("link", { name: "Book a free call" }).first();
  // Issue 23: the header's main button books a call.
  await expect(book).toHaveAttribute("href", "/book");
  // Sign In stays (SPEC §2) but as a quiet link: no filled background like the button's.
  const signIn = header(page).getByRole("link", { name: "Sign In" }).first();
  const background = (locator: typeof book) => locator.evaluate((a) => getComputedStyle(a).backgroundColor);
  expect(await background(signIn)).toBe("rgba(0, 0, 0, 0)");
  expect(await background(book)).not.toBe("rgba(0, 0, 0, 0)");
  await book.click();
  await expect(page).toHaveURL(/\/book$/);
  await expect(page.getByRole("heading", { level: 1, name: "Book a free call" })).toBeInViewport();
});
