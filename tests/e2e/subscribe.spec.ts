import { expect, test } from "@playwright/test";
import { asNewClient } from "../support/clients";
import { waitForMail } from "../support/mailbox";

test.beforeEach(({ page }) => asNewClient(page));

test("an empty address is refused with the specification's message", async ({ page }) => {
  await page.goto("/insights#subscribe");
  await page.getByRole("button", { name: "Subscribe" }).click();
  const toast = page.getByRole("region", { name: /Notifications/ });
  await expect(toast.getByText("Email Required")).toBeVisible();
  await expect(toast.getByText("Please enter your email address to subscribe.")).toBeVisible();
  await expect(page.locator("#subscribe-email-error")).toHaveText(
    "Please enter your email address to subscribe.",
  );
  await expect(page.getByLabel("Email address")).toBeFocused();
});

test("a visitor subscribes, confirms through the emailed link, and can unsubscribe in one click", async ({
  page,
  request,
}) => {
  const email = `reader-${Date.now()}@example.co.uk`;
  await page.goto("/insights#subscribe");
  await page.getByLabel("Email address").fill(`  ${email}  `);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Subscription Successful!")).toBeVisible();
  await expect(
    page.getByText("You've been subscribed to our insights updates. Check your email for confirmation."),
  ).toBeVisible();
  await expect(page.getByLabel("Email address")).toHaveValue("");

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
    await expect(page.getByText(/Subscription Successful!/)).toBeVisible();
  });
});
