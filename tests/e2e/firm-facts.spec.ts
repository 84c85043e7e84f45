import { expect, test } from "@playwright/test";
import { firmFactDefaults } from "../../app/content/company";
import { asNewClient } from "../support/clients";
import { signedInOwner } from "../support/owner";

// This story changes the facts every page shows: it runs after the others (its own project in
// playwright.config.ts), and puts the defaults back at its end.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("the owner sets the firm's facts on a phone: a wrong number is refused at its field, then saved and shown on the site", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // every page is rendered again, on a shared machine
  await asNewClient(page);
  await signedInOwner(browser, page);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Firm", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "The firm" })).toBeVisible();
  await expect(page.getByText("still the placeholder 00000000")).toBeVisible();

  const number = page.getByLabel("Company number");
  const phone = page.getByLabel("Phone number");
  await number.fill("12345");
  await phone.fill("+1 212 555 0100");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Nothing was saved: correct the fields marked below.")).toBeVisible();
  await expect(number).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(number).toHaveValue("12345"); // what was typed is kept
  await expect(number).toBeFocused(); // the first field to fix, with JavaScript as without
  await expect(page.locator("#registrationNumber-error")).toContainText("A company number is eight digits");
  // The page reads at 390 px: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await number.fill("sc123456");
  await phone.fill("020 7946 0123");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/firm\?done=saved$/);
  await expect(page.getByText("Saved. Every page, mail and search result shows the new facts")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeFocused();
  await expect(number).toHaveValue("SC123456");
  await expect(phone).toHaveValue("020 7946 0123");

  // The prerendered home page follows, from memory, with its islands reading the same facts.
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await expect
    .poll(
      async () => {
        await page.goto("/");
        return (await page.locator("footer").textContent()) ?? "";
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toContain("company number SC123456");
  await expect(page.locator('a[href="tel:+442079460123"]').first()).toBeVisible();
  expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);

  // The defaults back, for whatever runs after.
  await page.goto("/admin/settings/firm");
  await number.fill(firmFactDefaults.registrationNumber);
  await phone.fill("01632 960123");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/done=saved$/);
});
