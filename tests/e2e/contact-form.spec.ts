import { expect, type Page, test } from "@playwright/test";
import { asNewClient } from "../support/clients";

// Each test is its own client, so the server's one-enquiry-per-30-seconds limit applies per test.
test.beforeEach(({ page }) => asNewClient(page));

async function fillValid(page: Page) {
  await page.getByLabel("First name").fill("Jenna");
  await page.getByLabel("Last name").fill("Pascoe");
  await page.getByLabel("Email address").fill("jenna@example.co.uk");
  await page.getByLabel("Message").fill("We would like a quote for managed hosting.");
}

test("an empty form shows every required-field message and a validation toast", async ({ page }) => {
  await page.goto("/#contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  for (const message of [
    "First name is required",
    "Last name is required",
    "Email address is required",
    "Message is required",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByText("Validation Error")).toBeVisible();
  await expect(page.getByText("Please correct the errors below and try again.")).toBeVisible();
});

test("on a phone, a failed send puts the cursor on the first field to fix, and the toast leaves the header clear", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/#contact");
  await page.getByLabel("First name").fill("Jenna");
  await page.getByRole("button", { name: "Send Message" }).click();
  const lastName = page.getByLabel("Last name");
  await expect(lastName).toBeFocused();
  await expect(lastName).toBeInViewport();
  const toast = page.getByRole("region", { name: /Notifications/ }).getByText("Validation Error");
  await expect(toast).toBeVisible();
  const header = (await page.locator("header").boundingBox())!;
  const toastBox = (await toast.boundingBox())!;
  expect(toastBox.y).toBeGreaterThan(header.y + header.height);
});

test("bad email and suspicious content get the specification's messages", async ({ page }) => {
  await page.goto("/#contact");
  await fillValid(page);
  await page.getByLabel("Email address").fill("jenna@example");
  await page.getByLabel("First name").fill("<script>alert(1)</script>");
  await page.getByLabel("Message").fill("Click javascript:alert(1)");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Invalid characters detected")).toBeVisible();
  await expect(page.getByText("Message contains invalid content")).toBeVisible();
});

test("when the network fails, the error toast shows and nothing typed is lost", async ({ page }) => {
  await page.goto("/#contact");
  await page.route("**/api/contact", (route) => route.abort());
  await fillValid(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByText("There was a problem sending your message. Please try again or email us directly."),
  ).toBeVisible();
  await expect(page.getByLabel("Message")).toHaveValue("We would like a quote for managed hosting.");
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
});

test("ticking Other reveals a field for it, and the counter follows the message", async ({ page }) => {
  await page.goto("/#contact");
  await expect(page.locator("#otherService")).toHaveCount(0);
  await page.getByLabel("Other", { exact: true }).check();
  await expect(page.locator("#otherService")).toBeVisible();
  await page.getByLabel("Message").fill("Hello");
  await expect(page.getByText("5/2000 characters")).toBeVisible();
  await expect(page.locator('input[name="serviceInterests"]')).toHaveCount(10);
});

test("a valid enquiry is sent, fields clear, and a second one within 30 seconds is held back", async ({
  page,
}) => {
  await page.goto("/#contact");
  await fillValid(page);
  await page.getByLabel("Cyber Security").check();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!")).toBeVisible();
  await expect(
    page.getByText("Thank you for your message. We'll get back to you within 24 hours."),
  ).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("");
  await fillValid(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: /Please wait \d+ seconds before submitting again\./ }),
  ).toBeVisible();
  await expect(page.getByText("Too Many Requests")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send Message" })).toBeDisabled();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still validates, keeps what was typed, and sends", async ({ page }) => {
    await page.goto("/#contact");
    await page.getByLabel("First name").fill("Jenna");
    await page.getByLabel("Message", { exact: true }).fill("Hosting quote please.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Email address is required")).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Jenna");
    // The answer puts the cursor on the first field to fix (Last name), shown on screen.
    await expect(page.getByLabel("Last name")).toBeFocused();
    await expect(page.getByLabel("Last name")).toBeInViewport();
    await fillValid(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(/Message Sent!/)).toBeVisible();
  });
});
