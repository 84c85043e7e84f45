import { expect, test } from "@playwright/test";
import { asNewClient } from "../support/clients";
import { waitForMail } from "../support/mailbox";

test.beforeEach(({ page }) => asNewClient(page));

const summary = (page: import("@playwright/test").Page) => page.locator("#subscribe [data-form-alert]");
const outcome = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: "Subscription Successful!" });

test("an empty address is refused with the specification's message, in a summary that takes focus", async ({
  page,
}) => {
  await page.goto("/insights#subscribe");
  await page.getByRole("button", { name: "Subscribe" }).click();
  const toast = page.getByRole("region", { name: /Notifications/ });
  await expect(toast.getByText("Email Required")).toBeVisible();
  await expect(toast.getByText("Please enter your email address to subscribe.")).toBeVisible();
  await expect(page.locator("#subscribe-email-error")).toHaveText(
    "Please enter your email address to subscribe.",
  );
  await expect(summary(page)).toBeFocused();
  await expect(summary(page)).toContainText("Email Required");
  await summary(page).getByRole("link", { name: "Please enter your email address to subscribe." }).click();
  await expect(page.getByLabel("Email address")).toBeFocused();
});

test("on a phone the address box is a full 48 px tall", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/insights#subscribe");
  expect((await page.getByLabel("Email address").boundingBox())!.height).toBe(48);
});

test("a visitor subscribes, confirms through the emailed link, and can unsubscribe in one click", async ({
  page,
  request,
}) => {
  const email = `reader-${Date.now()}@example.co.uk`;
  await page.goto("/insights#subscribe");
  await page.getByLabel("Email address").fill(`  ${email}  `);
  await page.getByRole("button", { name: "Subscribe" }).click();
  // The form gives way to a panel that stays: what next, the address it was sent to.
  await expect(outcome(page)).toBeFocused();
  await expect(outcome(page)).toContainText(
    "You've been subscribed to our insights updates. Check your email for confirmation.",
  );
  await expect(outcome(page)).toContainText(`Confirm your address with the link we emailed to ${email}.`);
  await expect(outcome(page).locator("dd")).toHaveText(email);
  await expect(page.getByLabel("Email address")).toHaveCount(0);

  const mail = await waitForMail(email, /Subject: Confirm your subscription/);
  expect(mail).toMatch(/List-Unsubscribe: <http[^>]+\/subscriptions\/unsubscribe\?token=/);
  expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  const confirm = mail.match(/https?:\/\/\S+\/subscriptions\/confirm\?token=[\w-]+/)![0];
  await page.goto(new URL(confirm).pathname + new URL(confirm).search);
  await expect(page.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();

  const unsubscribe = new URL(mail.match(/https?:\/\/\S+\/subscriptions\/unsubscribe\?token=[\w-]+/)![0]);
  const oneClick = await request.post(unsubscribe.pathname + unsubscribe.search, {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.text()).toContain("You have been unsubscribed");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the subscribe form still works", async ({ page }) => {
    await page.goto("/insights");
    await page.getByLabel("Email address").fill(`nojs-${Date.now()}@example.co.uk`);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(outcome(page)).toBeFocused();
    await expect(outcome(page)).toContainText("Check your email for confirmation.");
  });
});
