import { expect, test } from "@playwright/test";
import { addDays, ukDate, ukInstant } from "../../server/booking/time";
import { openDatabase } from "../../server/db";
import { expectNoAxeViolations } from "../support/axe";
import { seedBooking } from "../support/bookings";
import { asNewClient } from "../support/clients";
import { waitForMail } from "../support/mailbox";
import { signedInOwner } from "../support/owner";
import { noSidewaysScroll, ownerPhone, shot } from "../support/owner-phone";

test.use(ownerPhone);
test.beforeEach(({ page }) => asNewClient(page));

/** Calls the booking form would refuse (today's, a past one) and one to come, written into the site's database. */
async function seedCalls(stamp: number) {
  const db = openDatabase(process.env.E2E_DATABASE_URL!);
  try {
    const today = ukDate(Date.now());
    // Minutes from the stamp keep parallel runs of this file off each other's quarter-hours.
    const minute = ["10:00", "10:30", "11:00", "11:30", "14:00", "14:30"][stamp % 6]!;
    const call = (day: string, name: string, company: string) => ({
      start: ukInstant(day, minute)!,
      name,
      email: `${name.split(" ")[0]!.toLowerCase()}.${stamp}@example.co.uk`,
      company,
    });
    return {
      today: await seedBooking(db, call(today, `Tamsin Today${stamp}`, "Porthleven Pasties")),
      ahead: await seedBooking(db, call(addDays(today, 3), `Kerensa Ahead${stamp}`, "Trevail Boat Hire")),
      past: await seedBooking(db, call(addDays(today, -2), `Pascoe Earlier${stamp}`, "St Ives Surf School")),
    };
  } finally {
    await db.destroy();
  }
}

test("on a phone, the owner sees today's and upcoming calls first, cancels one with a note the visitor is mailed, and marks a past one held", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  await seedCalls(stamp);
  await signedInOwner(browser, page);

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Bookings" }).tap();
  await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
  const today = page.getByRole("list", { name: "Today" }).getByRole("listitem");
  const upcoming = page.getByRole("list", { name: "Upcoming" }).getByRole("listitem");
  const past = page.getByRole("list", { name: "Past" }).getByRole("listitem");
  await expect(today.filter({ hasText: `Tamsin Today${stamp}` })).toBeVisible();
  const ahead = upcoming.filter({ hasText: `Kerensa Ahead${stamp}, Trevail Boat Hire` });
  await expect(ahead).toContainText(/\w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2} (GMT|BST)/);
  await expect(ahead).toContainText("Booked");
  await expect(past.filter({ hasText: `Pascoe Earlier${stamp}` })).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, "bookings");

  // Tap a call: who, when on the UK clock, Reply and Call on the first screen.
  await ahead.getByRole("link").tap();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Kerensa Ahead${stamp}, Trevail Boat Hire`,
  );
  await expect(page.getByText(/\d{2}:\d{2} to \d{2}:\d{2} (GMT|BST)/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Reply by email" })).toBeInViewport();
  await expect(page.getByRole("link", { name: "Call 01632 960555" })).toBeInViewport();
  // The page's sections are headed alike: moving and cancelling as large as the notes and mails.
  const headingSize = (name: string) =>
    page.getByRole("heading", { level: 2, name, exact: true }).evaluate((h) => getComputedStyle(h).fontSize);
  const notesSize = await headingSize("Notes");
  expect(await headingSize("Mails it caused")).toBe(notesSize);
  expect(await headingSize("Move the call")).toBe(notesSize);
  expect(await headingSize("Cancel the call")).toBe(notesSize);
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, "booking");

  await page.getByLabel("Note to the visitor").fill("I am away that day, sorry. Please pick another time.");
  await page.getByRole("button", { name: "Cancel the call and tell them" }).tap();
  await expect(page.getByRole("status")).toContainText("Cancelled. They have been mailed, with your note");
  await expect(page.getByRole("status")).toBeInViewport();
  await expect(page.getByRole("button", { name: "Cancel the call and tell them" })).toHaveCount(0);
  const mail = await waitForMail(`kerensa.${stamp}@example.co.uk`, /Your call is cancelled/);
  expect(mail).toContain("I am away that day, sorry.");

  // A call that has been: held.
  await page.goto("/admin/bookings");
  await page
    .getByRole("list", { name: "Past" })
    .getByRole("link")
    .filter({ hasText: `Pascoe Earlier${stamp}` })
    .tap();
  await page.getByRole("button", { name: "It was held" }).tap();
  await expect(page.getByRole("status")).toContainText("Saved.");
  await expect(page.locator("dd").filter({ hasText: /^Held$/ })).toBeVisible();
});

test("on a phone, the owner corrects the booking settings at the field the server names, and finds the calendar feed", async ({
  page,
  browser,
}) => {
  await signedInOwner(browser, page);
  await page.goto("/admin/bookings/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Booking settings" })).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, "booking-settings");

  const friday = page.getByLabel("Friday", { exact: true });
  await friday.fill("13:00-09:00");
  await page.getByRole("button", { name: "Save settings" }).tap();
  await expect(page.getByRole("alert")).toContainText("Nothing was saved");
  await expect(friday).toHaveAttribute("aria-invalid", "true");
  // The field to correct is where the phone's screen goes, not the button left behind.
  await expect(friday).toBeFocused();
  await expect(friday).toBeInViewport();
  await expect(friday).toHaveAccessibleDescription(/Each range must end after it starts/);
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, "booking-settings-error");

  await friday.fill("09:00-17:00");
  await page.getByRole("button", { name: "Save settings" }).tap();
  await expect(page.getByRole("status")).toContainText("Saved.");
  await expect(page.getByRole("status")).toBeInViewport();
  await expect(friday).toHaveValue("09:00-17:00");

  // An address with a user name and password in it: refused, and shown back without them.
  const address = page.getByLabel("Secret address");
  await address.fill("https://owner:hunter22@calendar.example.co.uk/private/basic.ics");
  await page.getByRole("button", { name: "Check and save the address" }).tap();
  await expect(address).toHaveAccessibleDescription(/Leave the user name and password out/);
  await expect(address).toHaveValue("https://calendar.example.co.uk/private/basic.ics");
  await expect(address).toBeFocused();

  const feed = page.getByLabel("Calendar address");
  await expect(feed).toHaveValue(/\/book\/feed\/[\w-]{32}\.ics$/);
  const before = await feed.inputValue();
  const answer = await page.request.get(new URL(before).pathname);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  await page.getByRole("button", { name: "Replace the address" }).tap();
  await expect(page.getByRole("status")).toContainText("A new address is ready");
  await expect(feed).not.toHaveValue(before);
  expect((await page.request.get(new URL(before).pathname)).status()).toBe(404);
});

for (const javaScriptEnabled of [true, false]) {
  test(`on a phone ${javaScriptEnabled ? "with" : "without"} JavaScript, the owner moves a call to another free time and the visitor is mailed it`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const stamp = Date.now();
    const email = `demelza.${stamp}@example.co.uk`;
    const db = openDatabase(process.env.E2E_DATABASE_URL!);
    const id = await seedBooking(db, {
      start: ukInstant(addDays(ukDate(Date.now()), 9), ["09:00", "09:30"][Number(javaScriptEnabled)]!)!,
      name: `Demelza Moved${stamp}`,
      email,
      company: "Godrevy Gigs",
    }).finally(() => db.destroy());
    const context = await browser.newContext({ ...ownerPhone, javaScriptEnabled });
    const page = await context.newPage();
    await asNewClient(page);
    await signedInOwner(browser, page);

    await page.goto(`/admin/leads/booking/${id}`);
    const move = page.getByRole("form", { name: "Move the call" });
    await expect(move).toBeVisible();
    // Each run its own day (the days are links: they work without JavaScript too).
    const days = move.getByRole("list", { name: "Choose a day" }).getByRole("link");
    await days.nth(javaScriptEnabled ? 0 : 1).tap();
    await expect(days.nth(javaScriptEnabled ? 0 : 1)).toHaveAttribute("aria-current", "date");
    const choice = move
      .locator("label")
      .filter({ has: page.getByRole("radio") })
      .first();
    const label = ((await choice.textContent()) ?? "").trim();
    expect(label).toMatch(/^\d{2}:\d{2}$/);
    await choice.getByRole("radio").check();
    await noSidewaysScroll(page);
    // axe runs as a script: with JavaScript only.
    if (javaScriptEnabled) await expectNoAxeViolations(page);
    await shot(page, `booking-move-${javaScriptEnabled ? "js" : "no-js"}`);
    await move.getByRole("button", { name: "Move the call and tell them" }).tap();

    const done = page.getByRole("status");
    await expect(done).toContainText(
      new RegExp(`Moved to .*${label} to \\d{2}:\\d{2} (GMT|BST)\\. They have been mailed`),
    );
    await expect(done).toBeInViewport();
    // The call's page shows the new time, and offers to move it again from there.
    await expect(page.locator("dd").filter({ hasText: new RegExp(`, ${label} to `) })).toBeVisible();
    await expect(page.getByRole("form", { name: "Move the call" })).toBeVisible();
    const mail = await waitForMail(email, /Your call has moved/);
    expect(mail).toContain("We have had to move your call to the new time below.");
    expect(mail).toContain(label);
    await context.close();
  });
}
