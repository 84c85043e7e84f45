import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { asNewClient } from "./clients";
import { waitForMail } from "./mailbox";

export const OWNER_PASSWORD = "Str0ng!pass";

/** This worker's back-office owner: one per Playwright worker, all in ADMIN_EMAILS (playwright.config.ts). */
export const ownerEmail = () => `owner-${test.info().parallelIndex}@example.co.uk`;

let ownerCookies: Awaited<ReturnType<BrowserContext["cookies"]>> | undefined;

/**
 * Signs this worker's owner in on `page`: signed up and confirmed through the mailed link once
 * (then signed in, if a restarted worker finds the account made), its cookies given to each page.
 */
export async function signedInOwner(browser: Browser, page: Page) {
  if (!ownerCookies) {
    const owner = ownerEmail();
    const context = await browser.newContext({ javaScriptEnabled: true });
    const setup = await context.newPage();
    await asNewClient(setup);
    await setup.goto("/auth?tab=signup");
    await setup.locator("#full-name").fill("Owner");
    await setup.locator("#signup-email").fill(owner);
    await setup.locator("#signup-password").fill(OWNER_PASSWORD);
    await setup.getByRole("button", { name: "Create Account" }).click();
    const mail = await waitForMail(owner, /Confirm your email address/);
    await setup.goto(mail.match(/https?:\/\/[^/\s]+(\/auth\/verify\?token=[^\s"<]+)/)![1]!);
    // A worker restarted after a failure finds the account made and the link used: it signs in.
    if (!setup.url().includes("/account")) {
      await setup.goto("/auth");
      await setup.locator("#signin-email").fill(owner);
      await setup.locator("#signin-password").fill(OWNER_PASSWORD);
      await setup.getByRole("button", { name: "Sign In" }).click();
      await expect(setup).toHaveURL(/\/admin$/);
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
