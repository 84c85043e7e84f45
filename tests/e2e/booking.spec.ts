import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { asNewClient } from "../support/clients";
import { mailedLink, waitForMail } from "../support/mailbox";

// Each test is a client of its own: the server's bookings-an-hour limit applies per test.
test.beforeEach(({ page }) => asNewClient(page));

type Slot = { start: string; end: string };

/** The free times now, as the contract gives them. */
async function freeSlots(page: Page): Promise<Slot[]> {
  const response = await page.request.get("/api/availability");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { slots: Slot[] }).slots;
}

/** A free time's UK clock, "09:30", as the page names its radio. */
const ukClock = (start: string) =>
  new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Europe/London",
  }).format(new Date(start));

const ukDay = (start: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date(start));

/** A link as people paste them: one word far wider than a phone. */
const sharedLink =
  "https://tregear.sharepoint.com/sites/Operations/Shared%20Documents/Forms/AllItems.aspx?id=%2Fsites%2FOperations%2FIT%20review%2Fnetwork-diagram-2026.pdf";

/** How far the page scrolls sideways (0 when it fits the screen's width). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** How many lines of the screen a text takes where the page first shows it (0 when it is not there). */
const linesOf = (page: Page, text: string) =>
  page.evaluate((text) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(text) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }
    return 0;
  }, text);

const times = (page: Page) => page.getByRole("radiogroup", { name: /Free times on/ });
const days = (page: Page) => page.getByRole("list", { name: "Choose a day" });

async function fillDetails(page: Page, name: string, email: string) {
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
}

for (const width of [390, 1280]) {
  test(`at ${width} px with JavaScript, a visitor picks a later day and a time and lands on the confirmation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const slots = await freeSlots(page);
    // A time on the third day offered, so that the day picker is used (each width its own).
    const dates = [...new Set(slots.map((slot) => ukDay(slot.start)))];
    const chosen = slots.filter((slot) => ukDay(slot.start) === dates[2]).at(width === 390 ? -1 : -3)!;
    await page.goto("/book");
    await expect(page.getByRole("heading", { level: 1, name: "Book a free call" })).toBeInViewport();
    await expect(days(page).getByRole("link").first()).toHaveAttribute("aria-current", "date");
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await days(page).getByRole("link").nth(2).click();
    // Switched in place: no page load, the same document.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expect(days(page).getByRole("link").nth(2)).toHaveAttribute("aria-current", "date");
    await times(page)
      .getByRole("radio", { name: ukClock(chosen.start) })
      .check();
    const email = `jenna-${width}-${Date.now()}@example.co.uk`;
    await fillDetails(page, "Jenna Rowe", email);
    // The Phone field says up front when it is needed, then follows the choice.
    await expect(page.getByLabel("Phone (needed if we call you)")).toBeVisible();
    await page.getByRole("radio", { name: "Call me" }).check();
    await expect(page.getByLabel("Phone", { exact: true })).toBeVisible();
    await expect(page.getByText("We will call you on this number at the time of the call.")).toBeVisible();
    await page.getByRole("radio", { name: "Video call" }).check();
    await expect(page.getByLabel("Phone (optional)")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Book the call" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Your call is booked" })).toBeVisible();
    await expect(page).toHaveURL(/\/book\/manage\/[^/]+\?booked$/);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(`${ukClock(chosen.start)} to ${ukClock(chosen.end)}`)).toBeVisible();
    await expect(
      page.getByText(/^Video call\. Join at https:\/\/meet\.jit\.si\/KernowTech-[a-z2-7]{26} /),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Join the video call" })).toBeVisible();
    for (const calendar of ["Apple or other (.ics)", "Google Calendar", "Outlook"])
      await expect(page.getByRole("link", { name: calendar })).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await freeSlots(page)).map((slot) => slot.start)).not.toContain(chosen.start);

    // The mail arrives with the same link; on the page, the call moves, then is cancelled.
    const link = await mailedLink(email, /Subject: Your free call with/, "/book/manage/");
    expect(new URL(page.url()).pathname).toBe(link);
    // A time at the far end of the weeks offered, where no other test books (each width its own).
    const dayLinks = days(page).getByRole("link");
    await dayLinks.nth((await dayLinks.count()) - 2).click();
    await times(page)
      .getByRole("radio")
      .nth(width === 390 ? 1 : 3)
      .check();
    await page.getByRole("button", { name: "Move the call" }).click();
    await expect(page.getByText("Your call has moved.")).toBeVisible();
    await waitForMail(email, /Subject: Your call has moved to/);
    await page.getByRole("button", { name: "Cancel the call" }).click();
    await page
      .getByRole("dialog", { name: "Cancel this call?" })
      .getByRole("button", { name: "Yes, cancel the call" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Your call is cancelled" })).toBeVisible();
    await waitForMail(email, /Subject: Your call is cancelled/);
    expect((await page.goto(link))?.status()).toBe(410);
  });
}

test("without JavaScript, the days are links and the form posts to the page", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await asNewClient(page);
  const slots = await freeSlots(page);
  const second = [...new Set(slots.map((slot) => ukDay(slot.start)))][1]!;
  const chosen = slots.find((slot) => ukDay(slot.start) === second)!;
  await page.goto("/book");
  await days(page).getByRole("link").nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/book\\?day=${second}#times$`));
  await page.getByRole("button", { name: "Book the call" }).click();
  await expect(page.getByText("Please correct the errors below and try again.")).toBeVisible();
  await expect(page.locator("#name-error")).toHaveText("Name is required");
  await times(page)
    .getByRole("radio", { name: ukClock(chosen.start) })
    .check();
  await fillDetails(page, "Tamsin Nojs", "tamsin-nojs@example.co.uk");
  // Said up front, before any error: the number is needed for "Call me".
  await expect(page.getByLabel("Phone (needed if we call you)")).toBeVisible();
  await page.getByRole("radio", { name: "Call me" }).check();
  await page.getByRole("button", { name: "Book the call" }).click();
  await expect(page.locator("#phone-error")).toHaveText(
    "Please give a number to call, or choose a video call",
  );
  // What was typed and chosen stays.
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Tamsin Nojs");
  await expect(times(page).getByRole("radio", { name: ukClock(chosen.start) })).toBeChecked();
  await page.getByLabel("Phone").fill("01632 960444");
  // A link pasted into the topic, one long word: the confirmation still fits the phone's width.
  await page.getByLabel(/What would you like to discuss/).fill(`Our network diagram: ${sharedLink}`);
  await page.getByRole("button", { name: "Book the call" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your call is booked" })).toBeVisible();
  await expect(page.getByText("Phone call. We will phone you on 01632 960444.")).toBeVisible();
  // The number to phone is on one line of the phone's screen, never "01632 / 960444".
  expect(await linesOf(page, "01632 960444")).toBe(1);
  await expect(page.getByText(sharedLink)).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  await context.close();
});

test("a time taken while the visitor chose it: a clear message that takes focus, fresh times, nothing typed lost", async ({
  page,
}) => {
  const [first] = await freeSlots(page);
  await page.goto("/book");
  await times(page)
    .getByRole("radio", { name: ukClock(first!.start) })
    .check();
  await fillDetails(page, "Slow Visitor", "slow-visitor@example.co.uk");
  // Someone else books it first.
  const other = await page.request.post("/api/bookings", {
    data: { name: "Quick Visitor", email: "quick-visitor@example.co.uk", start: first!.start },
    headers: { "X-Forwarded-For": "10.250.0.1" },
  });
  expect(other.status()).toBe(201);
  await page.getByRole("button", { name: "Book the call" }).click();
  const alert = page.locator("[data-form-alert]");
  await expect(alert).toContainText("That time has just gone");
  await expect(alert).toBeFocused();
  // Gone from the times offered (another day's time at the same hour may be shown now).
  await expect(page.locator(`input[name="start"][value="${first!.start}"]`)).toHaveCount(0);
  await expect(times(page).getByRole("radio").first()).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Slow Visitor");
});

test.describe("a visitor abroad", () => {
  test.use({ timezoneId: "America/New_York" });

  test("sees their own clock beside UK time", async ({ page }) => {
    const [first] = await freeSlots(page);
    await page.goto("/book");
    await expect(page.getByText("Times in brackets are your time (America/New_York).")).toBeVisible();
    const theirs = new Intl.DateTimeFormat("en-GB", {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "America/New_York",
    }).format(new Date(first!.start));
    await expect(
      times(page).getByRole("radio", { name: `${ukClock(first!.start)} (${theirs})` }),
    ).toBeVisible();
  });
});
