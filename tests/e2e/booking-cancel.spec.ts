import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { asNewClient } from "../support/clients";

/**
 * Cancelling a booked call asks once (issue 30, item 4), on a phone: with JavaScript in the site's
 * dialog, without it on a page of its own reached by the same button. "No" keeps the call.
 */
test.beforeEach(({ page }) => asNewClient(page));

/** Books a video call through the contract (a time far down the list, apart from other specs). */
async function bookedCall(page: Page, name: string, skip: number): Promise<string> {
  const slots = (
    (await (await page.request.get("/api/availability")).json()) as { slots: { start: string }[] }
  ).slots;
  const start = slots.at(-skip)!.start;
  const answer = await page.request.post("/api/bookings", {
    data: { name, email: `${name.toLowerCase().replace(/\s/g, "-")}-${Date.now()}@example.co.uk`, start },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { confirmation: string }).confirmation.replace("?booked", "");
}

const noWiderThanTheScreen = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test("at 390 px with JavaScript, cancelling asks in a dialog: No keeps the call, Yes cancels it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const manage = await bookedCall(page, "Dialog Asker", 5);
  await page.goto(manage);
  await page.getByRole("button", { name: "Cancel the call" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this call?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("will be cancelled and the time freed");
  await expect(dialog.getByRole("button", { name: "Yes, cancel the call" })).toBeInViewport();
  // It opens on the answer that changes nothing: Enter pressed again keeps the call.
  await expect(dialog.getByRole("button", { name: "No, keep the call" })).toBeFocused();
  await noWiderThanTheScreen(page);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "No, keep the call" }).click();
  await expect(dialog).toBeHidden();
  // Nothing changed: the call's page still offers to move it.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Your call" })).toBeVisible();

  await page.getByRole("button", { name: "Cancel the call" }).click();
  await expect(dialog.getByRole("button", { name: "No, keep the call" })).toBeFocused();
  await dialog.getByRole("button", { name: "Yes, cancel the call" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your call is cancelled" })).toBeVisible();
  expect((await page.goto(manage))?.status()).toBe(410);
});

test("at 390 px without JavaScript, cancelling asks on a page of its own: No keeps the call, Yes cancels it", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await asNewClient(page);
  const manage = await bookedCall(page, "Page Asker", 7);
  await page.goto(manage);
  await page.getByRole("button", { name: "Cancel the call" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cancel this call?" })).toBeInViewport();
  await expect(page.getByRole("button", { name: "Yes, cancel the call" })).toBeInViewport();
  await noWiderThanTheScreen(page);
  await page.getByRole("link", { name: "No, keep the call" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your call" })).toBeVisible();

  await page.getByRole("button", { name: "Cancel the call" }).click();
  await page.getByRole("button", { name: "Yes, cancel the call" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your call is cancelled" })).toBeVisible();
  expect((await page.goto(manage))?.status()).toBe(410);
  await context.close();
});
