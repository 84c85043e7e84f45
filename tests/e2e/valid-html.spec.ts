import { type Browser, expect, type Page, test } from "@playwright/test";
import { asNewClient } from "../support/clients";
import { Documents } from "../support/documents";
import { mailedLink, refuseMailTo } from "../support/mailbox";
import { nuErrorsOfDocuments } from "../support/nu-html-checker";
import { failingMail, signedInOwner } from "../support/owner";

/**
 * Every page rendered per request is valid HTML by the W3C Nu checker, in each of its states:
 * notices, forms answered without JavaScript (refused, then accepted), links from mails, signed
 * in, the back office. The prerendered pages are checked in app/valid-html.test.ts.
 */
test.use({ javaScriptEnabled: false });

const password = "Str0ng!pass";
const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const address = (who: string) => `${who}-${stamp}@example.co.uk`;

async function newVisitor(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await asNewClient(page);
  return page;
}

async function publicPages(page: Page, docs: Documents) {
  await docs.visit(page, "not found", "/no-such-page", 404);
  await docs.visit(page, "back office to a visitor", "/admin", 404);
  await docs.visit(page, "download link altered", "/resources/cloud-migration-guide/download?token=x", 403);
  await docs.visit(page, "subscription confirm, link altered", "/subscriptions/confirm?token=x", 404);
  // An altered unsubscribe link says so at once: there is no button to press.
  await docs.visit(page, "unsubscribe, link altered", "/subscriptions/unsubscribe?token=x", 404);
  await expect(page.getByText("This link is not valid")).toBeVisible();
  await expect(page.getByRole("button", { name: /Unsubscribe/ })).toHaveCount(0);
}

async function publicForms(page: Page, docs: Documents) {
  await page.goto("/#contact");
  await page.getByLabel("First name").fill("Jenna");
  await docs.submit(page, "contact refused", "Send Message", 400);
  await expect(page.locator("#email-error")).toHaveText("Email address is required");
  await page.getByLabel("Last name").fill("Pascoe");
  await page.getByLabel("Email address").fill(address("jenna"));
  await page.getByLabel("Message", { exact: true }).fill("Hosting quote please.");
  await docs.submit(page, "contact accepted", "Send Message");
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();

  await page.goto("/insights?resource=digital-maturity-assessment");
  const panel = page.locator("#request-resource");
  await panel.getByLabel("Full name").fill("Loveday Pengelly");
  await panel.getByLabel("Email address").fill("loveday@example");
  await panel.getByLabel("Company").fill("Pengelly Finance");
  const send = panel.getByRole("button", { name: "Send Me the Resource" });
  await docs.submit(page, "resource request refused", send, 400);
  await panel.getByLabel("Email address").fill(address("loveday"));
  await docs.submit(page, "resource request accepted", send);
  await expect(panel.getByRole("heading", { name: "Resource Request Successful!" })).toBeVisible();

  const subscribe = page.getByRole("button", { name: "Subscribe" });
  await page.goto("/insights");
  await docs.submit(page, "subscription refused", subscribe, 400);
  await page.getByLabel("Email address").fill(address("reader"));
  await docs.submit(page, "subscription accepted", subscribe);
  await expect(page.getByRole("heading", { name: "Subscription Successful!" })).toBeVisible();
}

/** Booking a call without JavaScript: refused, booked, its link's page, moved, cancelled, ended. */
async function bookingPages(page: Page, docs: Documents) {
  await docs.visit(page, "/book", "/book");
  await docs.visit(page, "/book, a later day", "/book?day=9999-01-01");
  const book = page.getByRole("button", { name: "Book the call" });
  await docs.submit(page, "booking refused", book, 400);
  await page
    .getByRole("radiogroup", { name: /Free times/ })
    .getByRole("radio")
    .last()
    .check();
  await page.getByLabel("Name", { exact: true }).fill("Jory Trewin");
  await page.getByLabel("Email", { exact: true }).fill(address("jory"));
  await page.getByRole("radio", { name: "Call me" }).check();
  await page.getByLabel("Phone").fill("01632 960777");
  await page.getByLabel("What would you like to discuss?").fill("Backups & <the> cloud");
  await docs.submit(page, "booking accepted: the confirmation", book);
  await expect(page.getByRole("heading", { name: "Your call is booked" })).toBeVisible();
  const manage = new URL(page.url()).pathname;
  await docs.visit(page, "booked call's page", manage);
  const move = page.getByRole("button", { name: "Move the call" });
  await docs.submit(page, "move refused", move, 400);
  await page
    .getByRole("radiogroup", { name: /Free times/ })
    .getByRole("radio")
    .first()
    .check();
  await docs.submit(page, "call moved", move);
  await docs.visit(page, "booked call's link altered", `${manage.slice(0, -3)}abc`, 404);
  await page.goto(manage);
  await docs.submit(page, "cancelling asks once", page.getByRole("button", { name: "Cancel the call" }));
  await docs.submit(page, "call cancelled", page.getByRole("button", { name: "Yes, cancel the call" }));
  await docs.visit(page, "cancelled call's link", manage, 410);
}

/** The links those forms mailed: the resource's document, the subscription's confirm and unsubscribe. */
async function mailedPages(page: Page, docs: Documents) {
  const download = await mailedLink(address("loveday"), /Your free/, "/resources/");
  await docs.visit(page, "resource document", download);
  const confirm = await mailedLink(address("reader"), /Confirm your subscription/, "/subscriptions/confirm?");
  await docs.visit(page, "subscription confirmed", confirm);
  const leave = await mailedLink(
    address("reader"),
    /Confirm your subscription/,
    "/subscriptions/unsubscribe?",
  );
  await docs.visit(page, "unsubscribe", leave);
  await docs.submit(page, "unsubscribed", page.getByRole("button", { name: /Unsubscribe/ }));
  await expect(page.getByText("You have been unsubscribed")).toBeVisible();
}

async function authPages(page: Page, docs: Documents) {
  await docs.visit(page, "sign in", "/auth");
  await docs.visit(page, "sign up", "/auth?tab=signup");
  await docs.visit(page, "forgot password", "/auth?tab=forgot");
  for (const link of ["expired", "used", "invalid"]) {
    await docs.visit(page, `confirmation link ${link}`, `/auth?verify=${link}`);
  }
  await docs.visit(page, "password reset done", "/auth?reset=done");
  await docs.visit(page, "confirmation link altered", "/auth/verify?token=x");

  await page.goto("/auth");
  await page.locator("#signin-email").fill(address("nobody"));
  await page.locator("#signin-password").fill(password);
  await docs.submit(page, "sign in refused", "Sign In", 401);
  await expect(page.getByText("Invalid email or password.")).toBeVisible();

  await page.goto("/auth?tab=forgot");
  await page.locator("#forgot-email").fill("not-an-address");
  await docs.submit(page, "forgot password refused", "Send reset link", 400);
  await expect(page.locator("#forgot-email")).toHaveValue("not-an-address");
  await page.locator("#forgot-email").fill(address("nobody"));
  await docs.submit(page, "forgot password accepted", "Send reset link");
  await expect(page.getByText(/we've sent it a link to choose a new password/)).toBeVisible();

  await page.goto("/auth?verify=invalid");
  await page.locator("#resend-email").fill(address("nobody"));
  await docs.submit(page, "new confirmation link asked", "Send a new link");

  await page.goto("/auth?tab=signup");
  await page.locator("#signup-email").fill("not-an-address");
  await docs.submit(page, "sign up refused", "Create Account", 400);
  await page.locator("#full-name").fill("Tamsin Hocking");
  await page.locator("#signup-email").fill(address("tamsin"));
  await page.locator("#signup-password").fill(password);
  await docs.submit(page, "sign up accepted", "Create Account");
  await expect(page.getByText("Check your email")).toBeVisible();
}

/** Signed in through the confirmation link, in the browser that signed up. */
async function accountPages(page: Page, docs: Documents) {
  await docs.visit(
    page,
    "account, just confirmed",
    await mailedLink(address("tamsin"), /Confirm/, "/auth/verify?"),
  );
  await expect(page).toHaveURL(/\/account\?confirmed=1$/);
  await page.getByLabel("Full name").fill("");
  await docs.submit(page, "account name refused", "Save name", 400);
  await page.getByLabel("Full name").fill("Tamsin Rowe");
  await docs.submit(page, "account name saved", "Save name");
  await page.getByLabel("Current password").fill("Wr0ng!pass");
  await page.getByLabel("New password").fill("N3w!password");
  await docs.submit(page, "password change refused", "Change password", 400);
  await docs.submit(page, "account subscribed", "Subscribe");
  await page.getByLabel("Your password").fill("Wr0ng!pass");
  await docs.submit(page, "account deletion refused", "Delete my account", 400);
  await docs.visit(page, "account", "/account");
}

async function passwordReset(page: Page, docs: Documents) {
  await page.goto("/auth?tab=forgot");
  await page.locator("#forgot-email").fill(address("tamsin"));
  await page.getByRole("button", { name: "Send reset link" }).click();
  const reset = await mailedLink(address("tamsin"), /Reset your/, "/auth/reset-password?");
  await docs.visit(page, "reset password", reset);
  await page.getByLabel("New password").fill("short");
  const save = page.getByRole("button", { name: "Save new password" });
  await docs.submit(page, "reset password refused", save, 400);
  await page.getByLabel("New password").fill("N3w!password");
  await docs.submit(page, "reset password accepted", save);
  await expect(page.getByText("Your password has been changed")).toBeVisible();
}

async function backOffice(page: Page, docs: Documents) {
  const pages = [
    "/admin",
    "/admin/bookings",
    "/admin/bookings/settings",
    "/admin/sources",
    "/admin/mail",
    "/admin/articles",
    "/admin/erase",
  ];
  for (const path of pages) await docs.visit(page, path, path);
  await docs.visit(page, "/admin, filtered", `/admin?type=enquiry&q=${address("jenna")}`);
  await page.getByRole("listitem").filter({ hasText: "Jenna Pascoe" }).getByRole("link").first().click();
  await docs.visit(page, "lead", page.url());
  await page.getByLabel("Stage").selectOption("replied");
  await docs.submit(page, "lead stage saved", "Save stage and next step");
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await page.getByLabel("Private note").fill("Called back.");
  await docs.submit(page, "lead note added", "Add note");

  await page.goto("/admin/bookings/settings");
  await page.getByLabel("Friday", { exact: true }).fill("13:00-09:00");
  await page.getByLabel("Blocked dates").fill("31/02/2027");
  await docs.submit(page, "booking settings refused", "Save settings", 400);
  await page.getByLabel("Secret address").fill("ftp://calendar.example.co.uk/owner.ics");
  await docs.submit(page, "busy calendar's address refused", "Check and save the address", 400);

  // A call to come, moved by the owner: its page with the free times, refused, then moved.
  const { slots } = await (await page.request.get("/api/availability")).json();
  const booked = await page.request.post("/api/bookings", {
    data: {
      name: "Kerensa Valid",
      email: address("kerensa"),
      phone: "01632 960555",
      start: slots.at(-1).start,
    },
    headers: { "X-Forwarded-For": await asNewClient(page) },
  });
  expect(booked.status()).toBe(201);
  await docs.visit(page, "a call's page, to move", `/admin/leads/booking/${(await booked.json()).id}`);
  const move = "Move the call and tell them";
  await docs.submit(page, "a call's move refused", move, 400);
  await page.getByRole("radio").first().check();
  await docs.submit(page, "a call moved", move);

  await page.goto("/admin/articles");
  await page
    .getByRole("link", { name: /Preview notice/ })
    .first()
    .click();
  await docs.visit(page, "/admin/articles, previewing", page.url());

  await page.goto("/admin/erase");
  await page.getByLabel("Email address").fill(address("reader"));
  const erase = page.getByRole("button", { name: "Erase everything for this address" });
  await docs.submit(page, "erasure refused", erase, 400);
  await page.getByRole("checkbox", { name: "I understand this cannot be undone" }).check();
  await docs.submit(page, "erasure done", erase);
}

/** The mail page while a message is failing, and after the owner asks for it again. */
async function mailPage(page: Page, docs: Documents) {
  const recipient = address("outage");
  const lift = refuseMailTo(recipient);
  try {
    // The page's API requests do not carry its extra headers: this one names its client itself.
    const sent = await page.request.post("/api/contact", {
      data: { firstName: "Tamsin", lastName: "Rowe", email: recipient, message: "Hello" },
      headers: { "X-Forwarded-For": await asNewClient(page) },
    });
    expect(sent.status()).toBe(201);
    const failing = await failingMail(page, recipient);
    await docs.visit(page, "/admin/mail, failing", "/admin/mail");
    lift();
    await docs.submit(page, "/admin/mail, retried", failing.getByRole("button", { name: /Retry now/ }));
    await expect(page.getByText("The message will be sent again now.")).toBeVisible();
  } finally {
    lift();
  }
}

// The reason in the title too: the list reporter shows a skipped test's title, not its annotation.
const title = "every page rendered per request is valid HTML, in each of its states";
test(title, async ({ page, browser }) => {
  test.setTimeout(180_000);
  const docs = new Documents();
  await asNewClient(page);
  await test.step("public pages and links", () => publicPages(page, docs));
  await test.step("forms without JavaScript, refused then accepted", () => publicForms(page, docs));
  await test.step("booking a call", () => bookingPages(page, docs));
  await test.step("pages the forms' mails link to", () => mailedPages(page, docs));
  await test.step("/auth, its notices and forms", () => authPages(page, docs));
  await test.step("/account, signed in", () => accountPages(page, docs));
  await test.step("a password reset", async () => passwordReset(await newVisitor(browser), docs));
  const owner = await newVisitor(browser);
  await signedInOwner(browser, owner);
  await test.step("the back office", () => backOffice(owner, docs));
  await test.step("the back office's mail page", () => mailPage(owner, docs));

  expect(docs.html.size).toBeGreaterThanOrEqual(50);
  // One Java run for every document (about a second to start, then milliseconds a page).
  const errors = await nuErrorsOfDocuments(docs.html);
  expect(Object.fromEntries([...errors].filter(([, list]) => list.length > 0))).toEqual({});
});
