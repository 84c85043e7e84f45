import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { asNewClient } from "../support/clients";
import { signedInOwner } from "../support/owner";
import { noSidewaysScroll, ownerPhone, shot } from "../support/owner-phone";
import { SPAM_ENQUIRIES } from "../support/spam-enquiries";

test.use(ownerPhone);

test("on a phone, from the mail's link, the owner replies in three taps; the lead reads Replied", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await asNewClient(page);
  const stamp = Date.now();
  const response = await page.request.post("/api/contact", {
    data: {
      firstName: "Demelza",
      lastName: `Carne${stamp}`,
      email: `demelza.${stamp}@example.co.uk`,
      company: "Carne Cottages",
      message: "Our booking site keeps going down at weekends. Could you help?",
    },
    headers: { "X-Forwarded-For": `10.251.${stamp % 250}.${(stamp >> 8) % 250}` },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await signedInOwner(browser, page);

  // Tap 1: the link in the owner's notice opens the lead.
  await page.goto(`/admin/leads/enquiry/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Demelza Carne${stamp}, Carne Cottages`);
  await expect(page.getByRole("main").locator("span").getByText("New", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Reply due by \d{2}:\d{2} /)).toBeVisible();
  // Tap 2: a saved reply fills the text area (typing instead is the same number of taps).
  await page.getByRole("link", { name: "Thanks, let's talk" }).tap();
  const reply = page.getByLabel("Reply", { exact: true });
  await expect(reply).toHaveValue(/book a free 30-minute call/);
  await expect(reply).toBeFocused(); // as without JavaScript, where the link's #reply focuses it
  await reply.fill(`Hello Demelza,\n\n${await reply.inputValue()}`);
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, "7-reply");
  // Tap 3: sent.
  await page.getByRole("button", { name: "Send reply" }).tap();
  await expect(page.getByText("Reply queued: it is on its way")).toBeVisible();
  await expect(reply).toHaveValue(""); // sent, the box is empty: a second tap sends nothing twice
  await expect(page.getByRole("main").locator("span").getByText("Replied", { exact: true })).toBeVisible();
  await expect(page.getByText("Re: Thank you for contacting Kernow Tech Consulting")).toBeVisible();
  await noSidewaysScroll(page);

  // The person's page gathers what they did and every mail sent to them.
  await page.getByRole("link", { name: "Everything from this person" }).tap();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`demelza.${stamp}@example.co.uk`);
  await expect(page.getByText("Enquiry received")).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, "8-person");

  // The Spam view and the saved replies, on the same phone.
  for (const path of ["/admin/spam", "/admin/saved-replies"]) {
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);
  }
});

test("on a phone, restoring a lead from Spam takes the focus to what was done (its button is gone)", async ({
  page,
  browser,
}) => {
  await asNewClient(page);
  const stamp = Date.now();
  const spam = SPAM_ENQUIRIES[1]!;
  const response = await page.request.post("/api/contact", {
    data: { ...spam, lastName: `${spam.lastName}${stamp}`, email: `links.${stamp}@example.com` },
    headers: { "X-Forwarded-For": `10.252.${stamp % 250}.${(stamp >> 8) % 250}` },
  });
  expect(response.status()).toBe(201);
  await signedInOwner(browser, page);
  await page.goto("/admin/spam");
  await page
    .getByRole("button", { name: `Not spam: restore: ${spam.firstName} ${spam.lastName}${stamp}` })
    .tap();
  const done = page.getByRole("status").filter({ hasText: "Restored to the inbox" });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
});

test("with JavaScript, the morning list sent from the inbox says how it went at the inbox's own address", async ({
  page,
  browser,
}) => {
  await signedInOwner(browser, page);
  await page.goto("/admin");
  await page.getByRole("button", { name: "Send today's list now" }).click();
  await expect(
    page.getByRole("status").filter({
      hasText: /Today's list has been sent\.|Today's list has already gone\.|Nothing to say today/,
    }),
  ).toBeVisible();
  // The answer is read from the address, as without JavaScript (where the post left /admin?index).
  expect(new URL(page.url()).search).toMatch(/^\?done=(sent|already-sent|nothing)$/);
});
