import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { asNewClient } from "../support/clients";
import { mailedLink } from "../support/mailbox";

/**
 * Issue 30 item 2, decision 039: without JavaScript, every form that posts to its page answers
 * with a page that opens at the answer (the outcome, the error summary or the notice), in the
 * first screen of a phone and of a desktop, not at the top with the answer far below.
 */
test.use({ javaScriptEnabled: false });
test.beforeEach(({ page }) => asNewClient(page));

const password = "Str0ng!pass";
let sequence = 0;
const newEmail = (who: string) => `${who}-${Date.now()}-${++sequence}@example.co.uk`;

/**
 * Where the answer is on screen: "in the first screen" when it is all on screen below the fixed
 * header, or, taller than the screen below the header, when its top is at the top of the screen
 * (within a tenth of the screen below the header).
 */
async function placement(page: Page, answer: Locator): Promise<string> {
  const box = await answer.boundingBox();
  if (!box) return "not drawn";
  const viewport = page.viewportSize()!;
  const header = await page.locator("header.fixed").first().boundingBox();
  const top = header ? header.y + header.height : 0;
  const below = box.y >= top - 1;
  const tall = box.height > viewport.height - top;
  const fits =
    below && (tall ? box.y <= top + viewport.height / 10 : box.y + box.height <= viewport.height + 1);
  return fits
    ? "in the first screen"
    : `at ${Math.round(box.y)} to ${Math.round(box.y + box.height)} px, the header to ${Math.round(top)}, the screen ${viewport.height}`;
}

/**
 * The page opened at the answer. The browser scrolls once it has laid the page out, which may be
 * a moment after the load event: the place is read until it settles there (or 5 seconds pass).
 */
async function expectInFirstScreen(page: Page, answer: Locator) {
  await expect(answer).toBeVisible();
  await expect.poll(() => placement(page, answer), { message: page.url() }).toBe("in the first screen");
}

const alertIn = (scope: Page | Locator) => scope.locator("[data-form-alert]");
const outcomeIn = (scope: Page | Locator) => scope.locator("[data-form-outcome]");
const notice = (page: Page) => page.locator("[role=alert][tabindex='-1'], [role=status][tabindex='-1']");

/** An account made and confirmed in a browser with JavaScript; its cookies given to `page`. */
async function signedIn(browser: Browser, page: Page) {
  const email = newEmail("tamsin");
  const setup = await browser.newPage({ javaScriptEnabled: true });
  await asNewClient(setup);
  await setup.goto("/auth?tab=signup");
  await setup.locator("#full-name").fill("Tamsin Hocking");
  await setup.locator("#signup-email").fill(email);
  await setup.locator("#signup-password").fill(password);
  await setup.getByRole("button", { name: "Create Account" }).click();
  await setup.goto(await mailedLink(email, /Confirm your email address/, "/auth/verify?token="));
  await expect(setup).toHaveURL(/\/account\?confirmed=1$/);
  await page.context().addCookies(await setup.context().cookies());
  await setup.close();
  return email;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("the home page's contact form (reached by /contact) opens at its summary, then at Message Sent!", async ({
      page,
    }) => {
      await page.goto("/contact");
      await page.getByLabel("First name").fill("Jenna");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expectInFirstScreen(page, alertIn(page.locator("#contact")));
      await expect(page.getByLabel("First name")).toHaveValue("Jenna");
      await page.getByLabel("Last name").fill("Pascoe");
      await page.getByLabel("Email address").fill("jenna@example.co.uk");
      await page.getByLabel("Message", { exact: true }).fill("We would like a quote for managed hosting.");
      await page.getByRole("button", { name: "Send Message" }).click();
      const sent = page.getByRole("region", { name: "Message Sent!" });
      await expectInFirstScreen(page, sent);
      await expect(page.locator(":target")).toHaveAttribute("data-form-outcome", "");
    });

    test("in a browser that does not act on autofocus, the contact form's answers still open in the first screen", async ({
      page,
    }) => {
      // The standard lets a browser skip autofocus; the page must open at the answer all the same.
      await page.route("**/?index*", async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replaceAll(' autofocus=""', "");
        await route.fulfill({ response, body });
      });
      await page.goto("/contact");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expectInFirstScreen(page, alertIn(page.locator("#contact")));
      await page.getByLabel("First name").fill("Jenna");
      await page.getByLabel("Last name").fill("Pascoe");
      await page.getByLabel("Email address").fill("jenna@example.co.uk");
      await page.getByLabel("Message", { exact: true }).fill("We would like a quote for managed hosting.");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expectInFirstScreen(page, page.getByRole("region", { name: "Message Sent!" }));
    });

    test("the subscribe form on /insights opens at its summary, then at its outcome", async ({ page }) => {
      await page.goto("/insights");
      const box = page.locator("form", { has: page.getByRole("button", { name: "Subscribe" }) });
      await box.getByRole("textbox").fill("not-an-email");
      await box.getByRole("button", { name: "Subscribe" }).click();
      await expectInFirstScreen(page, alertIn(page));
      await page
        .locator("form", { has: page.getByRole("button", { name: "Subscribe" }) })
        .getByRole("textbox")
        .fill(newEmail("reader"));
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expectInFirstScreen(page, outcomeIn(page));
    });

    test("the resource request on its page opens at its summary, then at its outcome", async ({ page }) => {
      await page.goto("/insights?resource=digital-maturity-assessment");
      const panel = page.locator("#request-resource");
      await panel.getByLabel("Full name").fill("Loveday Pengelly");
      await panel.getByLabel("Email address").fill("loveday@example");
      await panel.getByLabel("Company").fill("Pengelly Finance");
      await panel.getByRole("button", { name: "Send Me the Resource" }).click();
      await expectInFirstScreen(page, alertIn(page.locator("#request-resource")));
      await page.locator("#request-resource").getByLabel("Email address").fill(newEmail("loveday"));
      await page.locator("#request-resource").getByRole("button", { name: "Send Me the Resource" }).click();
      await expectInFirstScreen(page, outcomeIn(page.locator("#request-resource")));
    });

    test("/book opens at its summary; booked, the call's own page opens at its heading", async ({ page }) => {
      await page.goto("/book");
      await page.getByRole("button", { name: "Book the call" }).click();
      await expectInFirstScreen(page, alertIn(page));
      await page
        .getByRole("radiogroup", { name: /Free times on/ })
        .getByRole("radio")
        .first()
        .check();
      await page.getByLabel("Name", { exact: true }).fill("Tamsin Nojs");
      await page.getByLabel("Email", { exact: true }).fill(newEmail("tamsin-nojs"));
      await page.getByRole("button", { name: "Book the call" }).click();
      await expectInFirstScreen(page, page.getByRole("heading", { level: 1, name: "Your call is booked" }));
    });

    test("the sign-in form opens at its notice, or at the first field to fix", async ({ page }) => {
      await page.goto("/auth");
      await page.getByRole("button", { name: "Sign In" }).click();
      await expectInFirstScreen(page, page.locator("#signin-email"));
      await expect(page.locator("#signin-email")).toBeFocused();
      await page.locator("#signin-email").fill(newEmail("nobody"));
      await page.locator("#signin-password").fill("Wr0ng!pass");
      await page.getByRole("button", { name: "Sign In" }).click();
      await expectInFirstScreen(page, notice(page).filter({ hasText: "Invalid email or password." }));
    });

    test("the sign-up and forgotten-password forms open at their answers", async ({ page }) => {
      await page.goto("/auth?tab=signup");
      await page.locator("#signup-email").fill("not-an-email");
      await page.getByRole("button", { name: "Create Account" }).click();
      await expectInFirstScreen(page, page.locator("#full-name"));
      await page.locator("#full-name").fill("Demelza Carne");
      await page.locator("#signup-email").fill(newEmail("demelza"));
      await page.locator("#signup-password").fill(password);
      await page.getByRole("button", { name: "Create Account" }).click();
      await expectInFirstScreen(page, notice(page).filter({ hasText: "We sent you a confirmation link" }));

      await page.goto("/auth?tab=forgot");
      await page.locator("#forgot-email").fill(newEmail("morwenna"));
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expectInFirstScreen(page, notice(page));
    });

    test("the account page's forms open at their notices", async ({ page, browser }) => {
      test.slow();
      await signedIn(browser, page);
      await page.goto("/account");
      const details = page.locator("#details");
      await details.getByLabel("Full name").fill("");
      await details.getByRole("button", { name: "Save name" }).click();
      await expectInFirstScreen(page, notice(page).filter({ hasText: "Please correct the errors below" }));
      await page.locator("#details").getByLabel("Full name").fill("Tamsin Trevithick");
      await page.locator("#details").getByRole("button", { name: "Save name" }).click();
      await expectInFirstScreen(page, notice(page).filter({ hasText: "Your name has been saved." }));

      await page.locator("#password").getByLabel("Current password").fill("Wr0ng!pass");
      await page.locator("#password").getByLabel("New password").fill("An0ther!pass");
      await page.locator("#password").getByRole("button", { name: "Change password" }).click();
      await expectInFirstScreen(page, page.locator("#password").locator("[role=alert]"));

      await page.locator("#delete").getByLabel("Your password").fill("Wr0ng!pass");
      await page.locator("#delete").getByRole("button", { name: "Delete my account" }).click();
      await expectInFirstScreen(page, page.locator("#delete").locator("[role=alert]"));
    });
  });
}
