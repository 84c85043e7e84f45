import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { asNewClient } from "../support/clients";
import { mailedLink } from "../support/mailbox";
import { holdRequests } from "../support/network";

test.beforeEach(({ page }) => asNewClient(page));

const password = "Str0ng!pass";
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const header = (page: Page) => page.getByRole("navigation", { name: "Main" });
let sequence = 0;
const newEmail = (who: string) => `${who}-${Date.now()}-${++sequence}@example.co.uk`;

async function signUp(page: Page, email: string) {
  await page.goto("/auth?tab=signup");
  await page.locator("#full-name").fill("Tamsin Hocking");
  await page.locator("#signup-email").fill(email);
  await page.locator("#signup-password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(toasts(page).getByText("Check your email")).toBeVisible();
}

async function confirmedAccount(page: Page, email: string) {
  await signUp(page, email);
  await page.goto(await mailedLink(email, /Confirm your email address/, "/auth/verify?token="));
  await expect(page).toHaveURL(/\/account\?confirmed=1$/);
}

test("the sign-in page follows the specification: tabs, fields, messages, busy states", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.getByText(/managing your content and client information/)).toBeVisible();
  const tabs = page.getByRole("tablist");
  await expect(tabs.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  for (const id of ["signin-email", "signin-password"]) await expect(page.locator(`#${id}`)).toBeVisible();

  await tabs.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
  await expect(toasts(page).getByText("Validation Error")).toBeVisible();
  await expect(page.locator("#full-name")).toBeFocused();
  await expect(page.getByText(/At least 8 characters, with an uppercase letter/)).toBeVisible();

  // Only the first rule the password breaks is shown.
  await page.locator("#signup-password").fill("Password123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Password must contain at least one special character")).toBeVisible();
  await expect(page.getByText("Password must contain at least one uppercase letter")).toHaveCount(0);

  // 'Creating account...' while the server answers, with the inputs disabled: the request is held
  // until the test has seen it.
  const answer = await holdRequests(page, "**/api/account/sign-up");
  await page.locator("#full-name").fill("Pol Kitto");
  await page.locator("#signup-email").fill(newEmail("pol"));
  await page.locator("#signup-password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("button", { name: "Creating account..." })).toBeDisabled();
  await expect(page.locator("#signup-email")).toBeDisabled();
  answer();
  await expect(
    toasts(page).getByText("We sent you a confirmation link to complete your registration."),
  ).toBeVisible();
});

test("after five quick attempts, a sixth within five seconds is held back in the browser", async ({
  page,
}) => {
  await page.goto("/auth");
  await page.locator("#signin-email").fill("nobody@example.co.uk");
  await page.locator("#signin-password").fill("Wr0ng!pass");
  for (let n = 0; n < 5; n++) {
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
  }
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toasts(page).getByText("Too many attempts")).toBeVisible();
  await expect(toasts(page).getByText(/Please wait [1-5] seconds before trying again\./)).toBeVisible();
});

test("a visitor signs up, confirms from the email, sees it on every page, and signs out", async ({
  page,
}) => {
  const email = newEmail("jenna");
  await confirmedAccount(page, email);
  await expect(page.getByText("Your email address is confirmed")).toBeVisible();

  // A prerendered page, the same for everyone, shows the signed-in header.
  await page.goto("/about");
  await expect(header(page).getByRole("link", { name: "Welcome back" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Sign In" })).toBeHidden();
  await header(page).getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(header(page).getByRole("button", { name: "Sign Out" })).toBeHidden();

  // Signing in again lands on the home page with 'Welcome back!'.
  await page.goto("/auth");
  await page.locator("#signin-email").fill(email);
  await page.locator("#signin-password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).getByText("Welcome back!")).toBeVisible();
  await expect(toasts(page).getByText("You have successfully signed in.")).toBeVisible();
  // Signed in, /auth sends the visitor home.
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
});

test("a confirmation link opened in another browser asks for the password chosen at sign-up", async ({
  page,
  browser,
}) => {
  const email = newEmail("tamsin");
  await signUp(page, email);
  const link = await mailedLink(email, /Confirm your email address/, "/auth/verify?token=");
  const tablet = await browser.newPage();
  await asNewClient(tablet);
  await tablet.goto(link);
  await expect(tablet.getByLabel("Password chosen at sign-up")).toBeFocused();
  await expectNoAxeViolations(tablet);
  await tablet.close();
  // The phone that opens the mail has no cookie from the sign-up, and no JavaScript either.
  const phone = await browser.newPage({ javaScriptEnabled: false });
  await asNewClient(phone);
  await phone.goto(link);
  await expect(phone.getByRole("heading", { name: "Confirm your email address" })).toBeVisible();
  await expect(phone.getByText(email)).toBeVisible();
  await phone.getByLabel("Password chosen at sign-up").fill("Wr0ng!pass");
  await phone.getByRole("button", { name: "Confirm and sign in" }).click();
  await expect(phone.getByText(/That is not the password chosen/)).toBeVisible();
  await phone.getByLabel("Password chosen at sign-up").fill(password);
  await phone.getByRole("button", { name: "Confirm and sign in" }).click();
  await expect(phone).toHaveURL(/\/account\?confirmed=1$/);
  await expect(phone.getByText("Your email address is confirmed")).toBeVisible();
  await phone.close();
  // The link is used up: the browser that signed up is told so, and can sign in.
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\?verify=invalid$/);
});

test("an account's owner changes their password and stays signed in; their other devices are signed out", async ({
  page,
  browser,
}) => {
  const email = newEmail("morwenna");
  await confirmedAccount(page, email);
  const other = await browser.newPage();
  await asNewClient(other);
  await other.goto("/auth");
  await other.locator("#signin-email").fill(email);
  await other.locator("#signin-password").fill(password);
  await other.getByRole("button", { name: "Sign In" }).click();
  await expect(other).toHaveURL(/\/$/);

  await page.goto("/account");
  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password").fill("N3w!password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed")).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await other.goto("/account");
  await expect(other).toHaveURL(/\/auth$/);
  await other.close();
});

test("signed in, the header keeps each link and button on one line, on screen, from tablet to desktop", async ({
  page,
}) => {
  await confirmedAccount(page, newEmail("wenna"));
  for (const width of [820, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/about");
    const controls = header(page).locator("a:visible, button:visible, summary:visible");
    for (const control of await controls.all()) {
      const box = (await control.boundingBox())!;
      const name = `${(await control.textContent())?.trim() || (await control.getAttribute("aria-label"))} at ${width}px`;
      expect(box.x + box.width, name).toBeLessThanOrEqual(width);
      // One line of text (or an icon) in a 64 px bar.
      expect(box.height, name).toBeLessThanOrEqual(48);
    }
  }
});

test("a forgotten password is reset through the emailed link", async ({ page }) => {
  const email = newEmail("loveday");
  await confirmedAccount(page, email);
  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.locator("#forgot-email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByRole("tabpanel").getByText(/we've sent it a link to choose a new password/),
  ).toBeVisible();

  await page.goto(await mailedLink(email, /Reset your .* password/, "/auth/reset-password?token="));
  await page.getByLabel("New password").fill("short");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
  await page.getByLabel("New password").fill("N3w!password");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Your password has been changed")).toBeVisible();
  await page.locator("#signin-email").fill(email);
  await page.locator("#signin-password").fill("N3w!password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toasts(page).getByText("Welcome back!")).toBeVisible();
});

test("an account's owner changes their name, subscribes and downloads their data", async ({ page }) => {
  const email = newEmail("hedra");
  await confirmedAccount(page, email);
  await page.getByLabel("Full name").fill("Hedra Rowe");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Your name has been saved.")).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Hedra Rowe");

  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("You receive an email when we publish a new insight.")).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const file = await (await download).path();
  const data = JSON.parse(await import("node:fs").then((fs) => fs.readFileSync(file, "utf8")));
  expect(data.account).toMatchObject({ name: "Hedra Rowe", email });
  expect(data.subscription).toEqual({ subscribed: true });
  await expectNoAxeViolations(page);
});

test("the sign-in page passes axe-core on both tabs", async ({ page }) => {
  await page.goto("/auth");
  await expectNoAxeViolations(page);
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor signs in and signs out", async ({ page, browser }) => {
    const email = newEmail("kerensa");
    // The account is made and confirmed in a browser with JavaScript.
    const withJs = await browser.newPage({ javaScriptEnabled: true });
    await asNewClient(withJs);
    await confirmedAccount(withJs, email);
    await withJs.close();

    await page.goto("/auth");
    await page.locator("#signin-email").fill(email);
    await page.locator("#signin-password").fill("Wr0ng!pass");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Invalid email or password.")).toBeVisible();
    await page.locator("#signin-password").fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole("link", { name: "Welcome back" })).toBeHidden();
    await page.goto("/account");
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    // The account page is rendered for the signed-in visitor: its header offers Sign Out.
    await header(page).getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a forgotten password is asked for, and the form answers on its own tab", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.locator("#forgot-email").fill("not-an-email");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.locator("#forgot-email")).toHaveValue("not-an-email");
    await page.locator("#forgot-email").fill(newEmail("morwenna"));
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(/we've sent it a link to choose a new password/)).toBeVisible();
  });

  test("a visitor signs up and confirms from the email in the same browser", async ({ page }) => {
    const email = newEmail("demelza");
    await page.goto("/auth?tab=signup");
    await page.locator("#full-name").fill("Demelza Carne");
    await page.locator("#signup-email").fill(email);
    await page.locator("#signup-password").fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("We sent you a confirmation link")).toBeVisible();
    await page.goto(await mailedLink(email, /Confirm your email address/, "/auth/verify?token="));
    await expect(page).toHaveURL(/\/account\?confirmed=1$/);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  });

  test("the tabs are links, and the sign-up form answers with its messages", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/tab=signup/);
    await page.locator("#signup-email").fill("not-an-email");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.locator("#signup-email")).toHaveValue("not-an-email");
    await expect(page.locator("#full-name")).toBeFocused();
  });
});
