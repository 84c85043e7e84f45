import { expect, test } from "@playwright/test";
import { company } from "../../app/content/company";
import { asNewClient } from "../support/clients";
import { mailedLink } from "../support/mailbox";
import { OWNER_PASSWORD, ownerEmail, signedInOwner } from "../support/owner";
import { ownerPhone } from "../support/owner-phone";

/**
 * Issue 30 item 3, decision 039: the owner opens the "Open in the back office" link of a new
 * enquiry's mail on a phone that is signed out. The page is still a 404, and offers to sign in;
 * signed in, the owner is on the lead's page.
 */
test.use(ownerPhone);

for (const javaScriptEnabled of [true, false]) {
  test(`on a phone ${javaScriptEnabled ? "with" : "without"} JavaScript, a mailed link to a lead opened signed out leads through sign-in to the lead`, async ({
    browser,
    page,
  }) => {
    test.slow();
    // The owner's account exists (made once per worker); this phone is not signed in.
    const setup = await browser.newPage();
    await signedInOwner(browser, setup);
    await setup.close();

    const client = await asNewClient(page);
    const surname = `Door${Date.now()}${javaScriptEnabled ? "js" : "nojs"}`;
    const sent = await page.request.post("/api/contact", {
      data: {
        firstName: "Morwenna",
        lastName: surname,
        email: `morwenna.${surname.toLowerCase()}@example.co.uk`,
        company: "Pengelly Boats",
        message: "Our booking system needs a new home before the season starts.",
      },
      headers: { "X-Forwarded-For": client },
    });
    expect(sent.status()).toBe(201);
    const link = await mailedLink(
      company.email,
      new RegExp(`New enquiry from Morwenna ${surname}`),
      "/admin/leads/enquiry/",
    );

    const phone = await browser.newContext({ ...ownerPhone, javaScriptEnabled });
    const tab = await phone.newPage();
    await asNewClient(tab);
    const door = await tab.goto(link);
    expect(door?.status()).toBe(404);
    await expect(tab.getByText("Oops! Page not found")).toBeVisible();
    const signIn = tab.getByRole("link", { name: "Sign in", exact: true });
    await expect(signIn).toBeInViewport();
    await signIn.click();
    await expect(tab).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fleads%2Fenquiry%2F/);
    await tab.locator("#signin-email").fill(ownerEmail());
    await tab.locator("#signin-password").fill(OWNER_PASSWORD);
    await tab.getByRole("button", { name: "Sign In" }).click();
    await expect(tab).toHaveURL(new RegExp(`${link}$`));
    await expect(tab.getByRole("heading", { level: 1 })).toContainText(`Morwenna ${surname}`);
    await phone.close();
  });
}
