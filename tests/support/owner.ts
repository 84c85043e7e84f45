import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { asNewClient } from "./clients";
import { waitForMail } from "./mailbox";

const password = "Str0ng!pass";

/**
 * This worker's back-office owner (one per Playwright worker, all listed in ADMIN_EMAILS by
 * playwright.config.ts), signed up and confirmed through the mailed link once per worker; its
 * cookies are given to each test's page.
 */
let ownerCookies: Awaited<ReturnType<BrowserContext["cookies"]>> | undefined;
export async function signedInOwner(browser: Browser, page: Page) {
  if (!ownerCookies) {
    const owner = `owner-${test.info().parallelIndex}@example.co.uk`;
    const context = await browser.newContext({ javaScriptEnabled: true });
    const setup = await context.newPage();
    await asNewClient(setup);
    await setup.goto("/auth?tab=signup");
    await setup.locator("#full-name").fill("Owner");
    await setup.locator("#signup-email").fill(owner);
    await setup.locator("#signup-password").fill(password);
    await setup.getByRole("button", { name: "Create Account" }).click();
    const mail = await waitForMail(owner, /Confirm your email address/);
    await setup.goto(mail.match(/https?:\/\/[^/\s]+(\/auth\/verify\?token=[^\s"<]+)/)![1]!);
    // A worker restarted after a failure finds the account made and the link used: it signs in.
    if (!setup.url().includes("/account")) {
      await setup.goto("/auth");
      await setup.locator("#signin-email").fill(owner);
      await setup.locator("#signin-password").fill(password);
      await setup.getByRole("button", { name: "Sign In" }).click();
      await expect(setup).toHaveURL(/\/$/);
    }
    ownerCookies = await context.cookies();
    await context.close();
  }
  await page.context().addCookies(ownerCookies);
}

/**
 * The failing message to `recipient` on the back office's mail page (reloaded until it lists it
 * with `text`), for a page signed in as the owner.
 */
export async function failingMail(page: Page, recipient: string, text = recipient): Promise<Locator> {
  const item = page
    .getByRole("region", { name: "Failing" })
    .getByRole("listitem")
    .filter({ hasText: recipient });
  await expect(async () => {
    await page.goto("/admin/mail");
    await expect(item).toContainText(text, { timeout: 100 });
  }).toPass({ timeout: 20_000, intervals: [250] });
  return item;
}
