import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { asNewClient } from "../support/clients";
import { OWNER_PASSWORD, ownerEmail, signedInOwner } from "../support/owner";
import { noSidewaysScroll, ownerPhone, shot } from "../support/owner-phone";

test.use(ownerPhone);
test.beforeEach(({ page }) => asNewClient(page));

let client = 0;
/**
 * Each lead from a client of its own (the test plays the trusted proxy), so no limit is met: in a
 * range of this worker's, apart from every other worker's and from asNewClient's (10.<worker>...).
 */
const post = (request: APIRequestContext, path: string, data: object) => {
  const range = 200 + (test.info().workerIndex % 50);
  const address = `10.${range}.${Math.floor(++client / 250) % 256}.${(client % 250) + 1}`;
  return request.post(path, { data, headers: { "X-Forwarded-For": address } });
};

const REFERRERS = ["https://www.google.co.uk/", "https://www.linkedin.com/feed/", undefined];

/** A hundred leads of every kind, some from search and LinkedIn, as a busy month would bring. */
async function seedLeads(request: APIRequestContext, stamp: number) {
  for (let n = 0; n < 100; n++) {
    const source = { page: "/", referrer: REFERRERS[n % 3] };
    const response =
      n % 5 === 4
        ? await post(request, "/api/subscriptions", { email: `reader${n}-${stamp}@example.co.uk` })
        : n % 5 === 3
          ? await post(request, "/api/resource-requests", {
              name: `Reader ${n}`,
              email: `reader${n}-${stamp}@example.co.uk`,
              company: "Trelawny Holiday Lets",
              resourceTitle: "Incident Response Plan Template",
              resourceType: "Template",
              source,
            })
          : await post(request, "/api/contact", {
              firstName: "Bartholomew",
              lastName: `Trelawny-Hocking ${n}`,
              email: `bartholomew.trelawny-hocking-${n}-${stamp}@cornwall-holiday-lets.example.co.uk`,
              company: "Trelawny-Hocking Holiday Lets and Boat Hire Limited",
              message: `We need help with our booking system and its security, lead ${n}.`,
              source,
            });
    expect(response.status(), `lead ${n}`).toBeLessThan(300);
  }
}

test("on a phone, the owner signs in to the inbox and answers a lead in two taps; no page scrolls sideways", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  await seedLeads(page.request, stamp);
  const surname = `Trelease${stamp}`;
  await post(page.request, "/api/contact", {
    firstName: "Morwenna",
    lastName: surname,
    email: `morwenna.${stamp}@penhale-boatyard.example.co.uk`,
    company: "Penhale Boatyard",
    message: "Please call me on 07700 900456 about a security review of our booking site.",
  });

  // Signing in lands an admin in the back office, in its own frame (no marketing header).
  await signedInOwner(browser, page);
  await page.context().clearCookies();
  await page.goto("/auth");
  await page.locator("#signin-email").fill(ownerEmail());
  await page.locator("#signin-password").fill(OWNER_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).not.toContainText("Registered in");

  const leads = page.getByRole("list", { name: "Leads, newest first" }).getByRole("listitem");
  await expect(leads).toHaveCount(50);
  await noSidewaysScroll(page);
  // Each lead reads: name, company, kind and the date with the time, its UK zone named.
  const lead = leads.filter({ hasText: surname });
  await expect(lead).toContainText("Penhale Boatyard");
  await expect(lead).toContainText(/Enquiry · \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} (GMT|BST)/);
  await expect(lead).toContainText("New");
  // Subscriptions wait under their own choice, so they do not drown the enquiries.
  await expect(leads.filter({ hasText: "Subscription ·" })).toHaveCount(0);
  await shot(page, "1-inbox");

  // Tap one: the lead, titled by name and company. Tap two: the reply, above the fold.
  await lead.getByRole("link").first().tap();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Morwenna ${surname}, Penhale Boatyard`);
  const reply = page.getByRole("link", { name: "Reply by email" });
  await expect(reply).toBeInViewport();
  await expect(reply).toHaveAttribute(
    "href",
    `mailto:morwenna.${stamp}@penhale-boatyard.example.co.uk?subject=Re%3A%20Your%20enquiry%20to%20Kernow%20Tech%20Consulting&body=Hello%20Morwenna%2C%0A%0A`,
  );
  const call = page.getByRole("link", { name: "Call 07700 900456" });
  await expect(call).toBeInViewport();
  await expect(call).toHaveAttribute("href", "tel:+447700900456");
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, "2-lead");

  // Pages of fifty, both ways; the kinds as choices.
  await page.goto("/admin");
  await page.getByRole("link", { name: "Older" }).tap();
  await expect(page).toHaveURL(/after=/);
  await expect(leads.first()).toBeVisible();
  await page.getByRole("link", { name: "Newer" }).tap();
  await expect(page).toHaveURL(/before=/);
  await expect(leads).toHaveCount(50);
  await page.getByRole("link", { name: "Subscriptions" }).tap();
  await expect(leads.first()).toContainText("Subscription ·");
  await expect(leads.filter({ hasNotText: "Subscription ·" })).toHaveCount(0);
  await noSidewaysScroll(page);

  for (const [path, name] of [
    ["/admin/sources", "3-sources"],
    ["/admin/mail", "4-mail"],
    ["/admin/articles", "5-articles"],
    ["/admin/erase", "6-erase"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
    await noSidewaysScroll(page);
    await shot(page, name);
  }
});

test("the sources name where leads came from, over twelve weeks, in type a phone can read", async ({
  page,
  browser,
}) => {
  await post(page.request, "/api/contact", {
    firstName: "Lowenna",
    lastName: "Search",
    email: "lowenna@example.co.uk",
    message: "Found you on Google.",
    source: { page: "/cyber-security", referrer: "https://www.google.com/" },
  });
  await signedInOwner(browser, page);
  await page.goto("/admin/sources");
  await expect(page.getByRole("link", { name: "Last 12 weeks" })).toHaveAttribute("aria-current", "page");
  const bySource = page.getByRole("table", { name: "By source" });
  await expect(bySource.getByRole("rowheader", { name: "Google search" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Per week" }).getByRole("row")).toHaveCount(12 + 1);
  // Every word on the page is at least 12 px high (the old chart's labels were 5 px on a phone).
  const smallest = await page.evaluate(() => {
    let min = Number.POSITIVE_INFINITY;
    for (const element of document.body.querySelectorAll("*")) {
      const ownText = [...element.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim());
      const box = element.getBoundingClientRect();
      if (!ownText || box.width === 0 || element.closest(".sr-only")) continue;
      min = Math.min(min, Number.parseFloat(getComputedStyle(element).fontSize));
    }
    return min;
  });
  expect(smallest).toBeGreaterThanOrEqual(12);
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Last 52 weeks" }).tap();
  await expect(page.getByRole("table", { name: "Per week" }).getByRole("row")).toHaveCount(52 + 1);
});

test("the header's menu offers the back office to an admin only, and a forged hint opens nothing", async ({
  page,
  browser,
}) => {
  const menuLink = () =>
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Back office" });
  await page.goto("/");
  await page.getByLabel("Open menu").tap();
  await expect(menuLink()).toBeHidden();
  // No page's HTML links to the back office: it is not advertised, and crawlers meet no 404.
  expect(await (await page.request.get("/")).text()).not.toContain('href="/admin"');

  await signedInOwner(browser, page);
  await page.goto("/admin");
  await page.goto("/");
  await page.getByLabel("Open menu").tap();
  await expect(menuLink()).toBeVisible();
  await menuLink().tap();
  await expect(page).toHaveURL(/\/admin$/);

  // A visitor who writes the hint themselves sees a link to a page that is not there for them.
  await page.context().clearCookies();
  await page.context().addCookies([{ name: "kt_signed_in", value: "admin", url: page.url() }]);
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
});
