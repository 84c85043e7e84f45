import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { asNewClient } from "../support/clients";
import { refuseMailTo, waitForMail } from "../support/mailbox";
import { failingMail, signedInOwner } from "../support/owner";

test.beforeEach(({ page }) => asNewClient(page));

test("a visitor who is not an admin finds no back office", async ({ page }) => {
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
});

test("an enquiry sent on a service's page reaches the inbox with its source; the owner files and exports it", async ({
  page,
  browser,
}) => {
  const surname = `Kitto${Date.now()}`;
  // The visit arrives from a campaign link, reads a service page, and enquires on the home page.
  await page.goto("/cyber-security?utm_source=newsletter&utm_campaign=autumn");
  await page.waitForFunction(() => sessionStorage.getItem("kt_visit")?.includes("autumn"));
  await page.goto("/#contact");
  await page.getByLabel("First name").fill("Pol");
  await page.getByLabel("Last name").fill(surname);
  await page.getByLabel("Email address").fill("pol@example.co.uk");
  await page.getByLabel("Message").fill("We would like a security review.\nThanks.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();

  await signedInOwner(browser, page);
  await page.goto("/admin");
  await page.getByText("Search and filter").click();
  await page.getByLabel("Search name, email or company").fill(surname);
  await page.getByRole("button", { name: "Filter" }).click();
  const row = page
    .getByRole("list", { name: "Leads, newest first" })
    .getByRole("listitem")
    .filter({ hasText: surname });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("We would like a security review.");
  await expectNoAxeViolations(page);

  await row.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pol ${surname}`);
  await expect(page.getByText("autumn")).toBeVisible();
  await expect(page.getByText("Email newsletter")).toBeVisible();
  await page.getByLabel("Stage").selectOption("replied");
  await page.getByRole("button", { name: "Save stage and next step" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").locator("span").getByText("Replied", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The inbox's filter speaks the stages the lead's page shows.
  await page.goto(`/admin?stage=new&q=${surname}`);
  await expect(page.getByText("No leads match these filters.")).toBeVisible();
  await page.getByLabel("Stage").selectOption({ label: "Replied" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/stage=replied/);
  await expect(
    page
      .getByRole("list", { name: "Leads, newest first" })
      .getByRole("listitem")
      .filter({ hasText: surname }),
  ).toHaveCount(1);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export these leads (CSV)" }).click();
  const csv = readFileSync((await (await download).path())!, "utf8");
  expect(csv).toContain(surname);
  expect(csv).toContain('"Replied"');
  expect(csv).toContain('"/"');
});

test("every back-office page passes axe-core", async ({ page, browser }) => {
  await signedInOwner(browser, page);
  for (const path of ["/admin/sources", "/admin/mail", "/admin/articles", "/admin/erase"]) {
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.goto("/admin/articles");
  // The last article's link is far down the list: its preview, at the top, comes into view.
  await page
    .getByRole("link", { name: /Preview notice/ })
    .last()
    .click();
  await expect(page.getByRole("heading", { name: /Preview: New insight:/ })).toBeInViewport();
  await expectNoAxeViolations(page);

  // On a phone, no page is wider than the screen (the preview's links, a long address).
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/admin", "/admin/sources", "/admin/mail", "/admin/erase", "/admin/articles"]) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
  await page
    .getByRole("link", { name: /Preview notice/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: /Preview: New insight:/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the mail page shows a mail the server refused, and sends it again when the owner asks", async ({
  page,
  browser,
}) => {
  const email = `outage-${Date.now()}@example.co.uk`;
  const subject = `Thank you for contacting`;
  const lift = refuseMailTo(email);
  try {
    // The page's API requests do not carry its extra headers: this one names its client itself.
    const response = await page.request.post("/api/contact", {
      data: { firstName: "Tamsin", lastName: "Rowe", email, message: "Hello" },
      headers: { "X-Forwarded-For": await asNewClient(page) },
    });
    expect(response.status()).toBe(201);
    await signedInOwner(browser, page);

    // The outbox tries again after 2 s and 4 s; after the third refusal it waits 8 s more, time
    // enough to see the failure, end the outage and ask for the message at once.
    const failing = await failingMail(page, email, "3 attempts");
    await expect(failing).toContainText("451");
    await expect(page.getByRole("status")).toContainText("Mail needs attention");
    await expect(page.getByRole("status")).toContainText("Last error:");
    await expectNoAxeViolations(page);

    lift();
    await failing.getByRole("button", { name: /Retry now/ }).click();
    await expect(page.getByText("The message will be sent again now.")).toBeVisible();
    await waitForMail(email, new RegExp(subject));
    await page.goto("/admin/mail");
    await expect(page.getByRole("region", { name: "Recently sent" })).toContainText(email);
    await expect(page.getByRole("region", { name: "Failing" })).not.toContainText(email);
  } finally {
    lift();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the inbox filters, opens a lead and files it", async ({ page, browser }) => {
    // A long address, as some firms have: the lead's page still fits a phone.
    const email = `resource-${Date.now()}@penhale-boatbuilders-and-chandlery.cornwall.example.co.uk`;
    const response = await page.request.post("/api/resource-requests", {
      data: {
        name: "Jory Penhale",
        email,
        company: "Penhale Boats",
        resourceTitle: "Incident Response Plan Template",
        resourceType: "Template",
      },
    });
    expect(response.status()).toBe(201);
    await signedInOwner(browser, page);
    await page.goto("/admin");
    await page.getByRole("link", { name: "Resource requests" }).click();
    await expect(page).toHaveURL(/type=resource/);
    await page.getByText("Search and filter").click();
    await page.getByLabel("Search name, email or company").fill(email);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/type=resource.*q=/);
    await page.getByRole("listitem").filter({ hasText: "Jory Penhale" }).getByRole("link").first().click();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jory Penhale, Penhale Boats");
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByLabel("Private note").fill("Sent a follow-up.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Sent a follow-up.")).toBeVisible();
  });

  test("an erasure not confirmed keeps the address typed and says why beside the box", async ({
    page,
    browser,
  }) => {
    await signedInOwner(browser, page);
    await page.goto("/admin/erase");
    await page.getByLabel("Email address").fill("nobody-to-erase@example.co.uk");
    await page.getByRole("button", { name: "Erase everything for this address" }).click();
    await expect(page.getByLabel("Email address")).toHaveValue("nobody-to-erase@example.co.uk");
    const box = page.getByRole("checkbox", { name: "I understand this cannot be undone" });
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription("Tick the box to confirm: erasure cannot be undone");
  });
});
