import { expect, test } from "@playwright/test";

test("an unknown path answers 404 with the not-found page, and logs the path", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  const response = await page.goto("/services/quantum-blockchain");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect.poll(() => messages.join("\n")).toContain("/services/quantum-blockchain");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("/contact answers 301 to the contact section of the home page", async ({ request }) => {
  const response = await request.get("/contact", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/#contact");
});

test("every unknown path, plain or odd, gets the not-found page with no canonical URL", async ({
  request,
}) => {
  for (const path of ["/wp-login.php", "/old/page-2", "/odd%20path", "/old/page?id=3", "/%3Cscript%3E"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain('content="noindex, nofollow"');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain("not-found-template");
  }
});

test("a POST to an unknown path is refused with 404 as well", async ({ request }) => {
  const response = await request.post("/no-such-form", { form: { a: "1" } });
  expect(response.status()).toBe(404);
});
