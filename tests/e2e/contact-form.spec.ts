import { expect, type Locator, type Page, test } from "@playwright/test";
import { company } from "../../app/content/company";
import { asNewClient } from "../support/clients";
import { waitForMailHtml } from "../support/mailbox";

// Each test is its own client, so the server's one-enquiry-per-30-seconds limit applies per test.
test.beforeEach(({ page }) => asNewClient(page));

async function fillValid(page: Page, message = "We would like a quote for managed hosting.") {
  await page.getByLabel("First name").fill("Jenna");
  await page.getByLabel("Last name").fill("Pascoe");
  await page.getByLabel("Email address").fill("jenna@example.co.uk");
  await page.getByLabel("Message", { exact: true }).fill(message);
}

/** The reply's deadline as the sent panel states it: a half hour, on a day a person names. */
const replyPromise = /will email you by \d\d:[03]0 (today|tomorrow|on [A-Z][a-z]+day( \d+ [A-Z][a-z]+)?)\./;

const summary = (page: Page) => page.locator("#contact [data-form-alert]");
const outcome = (page: Page) => page.getByRole("region", { name: "Message Sent!" });
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** How far the page scrolls sideways (0 when it fits the screen's width). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Whether two boxes overlap (what a toast must never do to a control on a phone). */
async function overlaps(a: Locator, b: Locator) {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** The toast shown, unless it stepped out of sight (still announced) for want of a clear place. */
async function shownToast(page: Page) {
  const region = await toasts(page).boundingBox();
  return region && region.width > 2 ? toasts(page).locator(":scope > div") : undefined;
}

/** The controls on screen that the toast lies over. */
async function controlsUnderToast(page: Page) {
  const toast = await shownToast(page);
  if (!toast) return [];
  const covered: string[] = [];
  for (const control of await page.locator("main a[href], main button, main input, main textarea").all()) {
    if ((await control.isVisible()) && (await overlaps(toast, control)))
      covered.push((await control.textContent()) || ((await control.getAttribute("id")) ?? ""));
  }
  return covered;
}

test("an empty form shows every field's message, a summary of them that takes focus, and a validation toast", async ({
  page,
}) => {
  await page.goto("/#contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(summary(page)).toBeFocused();
  await expect(summary(page)).toContainText("Please correct the errors below and try again.");
  for (const message of [
    "First name is required",
    "Last name is required",
    "Email address is required",
    "Message is required",
  ]) {
    await expect(page.locator("#contact").getByText(message)).toHaveCount(2); // at the field and in the summary
  }
  await expect(toasts(page).getByText("Validation Error")).toBeVisible();
  // Each line of the summary leads to its field.
  await summary(page).getByRole("link", { name: "Email address is required" }).click();
  await expect(page.getByLabel("Email address")).toBeFocused();
});

test("on a phone, a failed send shows its summary on screen, and the toast covers no control and leaves the header clear", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/#contact");
  await page.getByLabel("First name").fill("Jenna");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(summary(page)).toBeFocused();
  await expect(summary(page)).toBeInViewport();
  await expect(summary(page).getByRole("link")).toHaveText([
    "Last name is required",
    "Email address is required",
    "Message is required",
  ]);
  await expect(toasts(page).getByText("Validation Error")).toBeAttached();
  expect(await controlsUnderToast(page)).toEqual([]);
  const header = (await page.locator("header").boundingBox())!;
  const toast = await shownToast(page);
  if (toast) expect((await toast.boundingBox())!.y).toBeGreaterThan(header.y + header.height);
});

test("bad email and suspicious content get the specification's messages", async ({ page }) => {
  await page.goto("/#contact");
  await fillValid(page);
  await page.getByLabel("Email address").fill("jenna@example");
  await page.getByLabel("First name").fill("<script>alert(1)</script>");
  await page.getByLabel("Last name").fill("<iframe>");
  await page.getByLabel("Message", { exact: true }).fill("Click javascript:alert(1)");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("#email-error")).toHaveText("Please enter a valid email address");
  await expect(page.locator("#firstName-error")).toHaveText("Invalid characters detected");
  await expect(page.locator("#lastName-error")).toHaveText("Invalid characters detected");
  await expect(page.locator("#message-error")).toHaveText("Message contains invalid content");
  // Away from its field, the summary's line says which field it is about.
  await expect(summary(page).getByRole("link")).toHaveText([
    "First name: Invalid characters detected",
    "Last name: Invalid characters detected",
    "Please enter a valid email address",
    "Message contains invalid content",
  ]);
});

test("when the network fails, the error shows above the form, and nothing typed is lost", async ({
  page,
}) => {
  await page.goto("/#contact");
  await page.route("**/api/contact", (route) => route.abort());
  await fillValid(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  const failure = "There was a problem sending your message. Please try again or email us directly.";
  await expect(summary(page)).toContainText(failure);
  await expect(summary(page)).toBeFocused();
  await expect(summary(page).getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(toasts(page).getByText(failure)).toBeVisible();
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(
    "We would like a quote for managed hosting.",
  );
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
});

test("ticking Other reveals a field for it, and the counter follows the message", async ({ page }) => {
  await page.goto("/#contact");
  await expect(page.locator("#otherService")).toHaveCount(0);
  await page.getByLabel("Other", { exact: true }).check();
  await expect(page.locator("#otherService")).toBeVisible();
  await page.getByLabel("Message", { exact: true }).fill("Hello");
  await expect(page.getByText("5/2000 characters")).toBeVisible();
  await expect(page.locator('input[name="serviceInterests"]')).toHaveCount(10);
});

test("on a phone the services are a disclosure, open from 640 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/#contact");
  await expect(page.getByLabel("Cyber Security")).toBeHidden();
  await page.locator("#contact summary").click();
  await page.getByLabel("Cyber Security").check();
  await page.setViewportSize({ width: 820, height: 900 });
  await page.goto("/#contact");
  await expect(page.getByLabel("Cyber Security")).toBeVisible();
});

test("a sent enquiry leaves a panel that stays: next steps, what was sent (as text), where to go next", async ({
  page,
}) => {
  await page.goto("/#contact");
  await fillValid(page, "Hosting for <b>two</b> sites,\nplease.");
  await page.getByLabel("Cyber Security").check();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(outcome(page)).toBeFocused();
  await expect(outcome(page)).toContainText(
    "Thank you for your message. We'll get back to you within 24 hours.",
  );
  await expect(outcome(page)).toContainText("What happens next");
  await expect(outcome(page)).toContainText(replyPromise);
  await expect(outcome(page).locator("dd")).toHaveText([
    "Jenna Pascoe",
    "jenna@example.co.uk",
    "Cyber Security",
    "Hosting for <b>two</b> sites,\nplease.",
  ]);
  await expect(outcome(page).locator("b")).toHaveCount(0);
  await expect(outcome(page).getByRole("link", { name: "Read a case study" })).toHaveAttribute(
    "href",
    "/insights/azure-migration-costs-smes",
  );
  // A call can be booked now rather than waiting for the reply (issue 23).
  await expect(outcome(page).getByRole("link", { name: "Book a free call" })).toHaveAttribute(
    "href",
    "/book",
  );
  await expect(toasts(page).getByText("Message Sent!")).toBeVisible();
  // The toast goes after five seconds; the panel does not.
  await expect(toasts(page).getByText("Message Sent!")).toBeHidden({ timeout: 7_000 });
  await expect(outcome(page)).toBeVisible();
});

test("on a phone, the sent panel is on screen and the toast covers none of its buttons", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/#contact");
  await fillValid(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(outcome(page)).toBeFocused();
  await expect(outcome(page).getByRole("heading", { name: "Message Sent!" })).toBeInViewport();
  await expect(toasts(page).getByText("Message Sent!")).toBeAttached();
  await expect.poll(() => controlsUnderToast(page)).toEqual([]);
});

test("on a phone, a sent panel taller than the screen opens at its title, below the header", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/#contact");
  await fillValid(
    page,
    `We run a fleet of delivery vans across Cornwall. ${"Our booking system needs work. ".repeat(12)}`,
  );
  await page.getByRole("textbox", { name: "Company (optional)" }).fill("Tregear Window & Door Ltd");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(outcome(page)).toBeFocused();
  expect((await outcome(page).boundingBox())!.height).toBeGreaterThan(844);
  const title = outcome(page).getByRole("heading", { name: "Message Sent!" });
  await expect(title).toBeInViewport({ ratio: 1 });
  const header = (await page.locator("header").first().boundingBox())!;
  await expect
    .poll(async () => (await title.boundingBox())!.y)
    .toBeGreaterThanOrEqual(header.y + header.height);
});

test("on a phone, a link pasted into the message is shown whole in the sent panel, within the screen's width", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/#contact");
  const link =
    "https://tregear.sharepoint.com/sites/Operations/Shared%20Documents/Forms/AllItems.aspx?id=%2Fsites%2FOperations%2FIT%20review%2Fnetwork-diagram-2026.pdf";
  await fillValid(page, `Our network diagram: ${link}`);
  const email = `kensa-${Date.now()}@example.co.uk`;
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(outcome(page).locator("dd").last()).toHaveText(`Our network diagram: ${link}`);
  // The page does not scroll sideways: the panel's buttons stay within the screen.
  expect(await sidewaysScroll(page)).toBe(0);
  // Nor does the owner's notice, read on the same phone.
  const notice = await waitForMailHtml(company.email, new RegExp(`Subject: New enquiry[\\s\\S]*${email}`));
  await page.setContent(notice);
  await expect(page.getByText(link)).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
});

test("a second enquiry within 30 seconds is held back with one countdown", async ({ page }) => {
  await page.goto("/#contact");
  await fillValid(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(outcome(page)).toBeVisible();
  await outcome(page).getByRole("button", { name: "Send another message" }).click();
  await expect(page.getByLabel("First name")).toHaveValue("");
  await fillValid(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  const wait = /Please wait \d+ seconds before submitting again\./;
  await expect(summary(page)).toContainText(wait);
  await expect(summary(page)).toBeFocused();
  await expect(toasts(page).getByText("Too Many Requests")).toBeVisible();
  // One countdown: the toast names the limit, only the summary counts.
  await expect(page.getByText(wait)).toHaveCount(1);
  const first = await summary(page).textContent();
  await expect(summary(page)).not.toHaveText(first!, { timeout: 3_000 });
  await expect(page.getByRole("button", { name: "Send Message" })).toBeDisabled();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still validates with its summary, keeps what was typed, and sends to the same panel", async ({
    page,
  }) => {
    await page.goto("/#contact");
    await page.getByLabel("First name").fill("Jenna");
    await page.getByLabel("Message", { exact: true }).fill("Hosting quote please.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("#email-error")).toHaveText("Email address is required");
    await expect(page.getByLabel("First name")).toHaveValue("Jenna");
    // The refilled message is counted, not shown as "0/2000 characters".
    await expect(page.getByText("21/2000 characters")).toBeVisible();
    // The answer's summary has the focus (autofocus), on screen, and leads to the fields.
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toBeInViewport();
    await expect(summary(page).getByRole("link", { name: "Last name is required" })).toHaveAttribute(
      "href",
      "#lastName",
    );
    await fillValid(page, "Hosting for <b>two</b> sites.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(outcome(page)).toBeFocused();
    await expect(outcome(page)).toContainText("Thank you for your message.");
    await expect(outcome(page)).toContainText(replyPromise);
    await expect(outcome(page).locator("dd").last()).toHaveText("Hosting for <b>two</b> sites.");
    await expect(outcome(page).getByRole("link", { name: "Send another message" })).toHaveAttribute(
      "href",
      "/#contact",
    );
  });

  test("a second enquiry within 30 seconds says how long to wait and keeps the button to send it then", async ({
    page,
  }) => {
    await page.goto("/#contact");
    await fillValid(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(outcome(page)).toBeFocused();
    await page.goto("/#contact");
    await fillValid(page, "And a second site, please.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(summary(page)).toContainText(/Please wait \d+ seconds before submitting again\./);
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("And a second site, please.");
    // Nothing would enable a disabled button again without a script: the server refuses a send too soon.
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });
});
