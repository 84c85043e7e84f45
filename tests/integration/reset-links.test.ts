import { beforeAll, expect, it } from "vitest";
import { type Browser, browser, mailedLink, sessionCookie, TEST_PASSWORD } from "../support/accounts";
import { type App, appWithMailbox } from "../support/app-server";
import { describeEachDatabase } from "../support/databases";

const RESET = "/auth/reset-password?token=";
const NEW_PASSWORD = "N3w!password";

/**
 * Issue 21, item 2, from outside: a reset link stops working when a newer one is asked for, when
 * the password changes, or once used; a change of password ends every other session, but not the
 * one that made it.
 */
describeEachDatabase("reset links that end on $name", (database) => {
  let sink: (typeof running)["sink"];
  let app: App;
  let clients = 0;
  const newBrowser = () => browser(app, `198.18.40.${++clients}`);
  const tokenOf = (link: string) => new URL(link, app.base).searchParams.get("token")!;
  const reset = (token: string, password = NEW_PASSWORD) =>
    newBrowser().post("/api/account/reset-password", { token, password });
  const forgot = (email: string) => newBrowser().post("/api/account/forgot-password", { email });

  /** A confirmed account, signed in in two browsers. */
  async function accountOnTwoDevices(email: string): Promise<[Browser, Browser]> {
    const laptop = newBrowser();
    expect(
      (await laptop.post("/api/account/sign-up", { fullName: "Morwenna", email, password: TEST_PASSWORD }))
        .status,
    ).toBe(200);
    const confirmed = await laptop.get(await mailedLink(sink, email, "/auth/verify?token="));
    expect(confirmed.headers.get("location")).toBe("/account?confirmed=1");
    const phone = newBrowser();
    expect((await phone.post("/api/account/sign-in", { email, password: TEST_PASSWORD })).status).toBe(200);
    return [laptop, phone];
  }
  const signedIn = async (visitor: Browser) => (await visitor.get("/account")).status === 200;

  const running = appWithMailbox(database.url);
  beforeAll(() => {
    ({ app, sink } = running);
  });

  it("a newer reset request makes the earlier link useless", async () => {
    const email = "jory@example.co.uk";
    await accountOnTwoDevices(email);
    expect((await forgot(email)).status).toBe(200);
    const first = tokenOf(await mailedLink(sink, email, RESET, 1));
    expect((await forgot(email)).status).toBe(200);
    const second = tokenOf(await mailedLink(sink, email, RESET, 2));
    expect((await reset(first)).status).toBe(400);
    expect((await reset(second)).status).toBe(200);
    expect((await reset(second, "An0ther!pass")).status).toBe(400);
  });

  it("a password changed on /account (without JavaScript) ends the reset link and the other sessions, not the changer's", async () => {
    const email = "tressa@example.co.uk";
    const [laptop, phone] = await accountOnTwoDevices(email);
    await forgot(email);
    const link = tokenOf(await mailedLink(sink, email, RESET));

    const changed = await laptop.submit("/account", {
      intent: "password",
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(changed.status).toBe(302);
    expect(changed.headers.get("location")).toBe("/account?password=changed#password");
    expect(sessionCookie(changed)).not.toBe("");
    expect(changed.headers.getSetCookie().some((cookie) => cookie.startsWith("kt_signed_in=1"))).toBe(true);
    const page = await laptop.get("/account?password=changed");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Your password has been changed");
    expect(await signedIn(phone)).toBe(false);
    expect((await reset(link)).status).toBe(400);
  });

  it("a password changed with JavaScript (React Router's data request) keeps the changer signed in", async () => {
    const email = "wenna@example.co.uk";
    const [laptop, phone] = await accountOnTwoDevices(email);
    const changed = await laptop.submit("/account.data", {
      intent: "password",
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(changed.status).toBeLessThan(300);
    expect(sessionCookie(changed)).not.toBe("");
    expect(await signedIn(laptop)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
  });

  it("better-auth's own change-password ends every other session and reset link, even when asked not to", async () => {
    const email = "hedra@example.co.uk";
    const [laptop, phone] = await accountOnTwoDevices(email);
    await forgot(email);
    const link = tokenOf(await mailedLink(sink, email, RESET));
    const session = [...laptop.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const changed = await app.post(
      "/api/auth/change-password",
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: false },
      { Cookie: session, Origin: "http://localhost:3000", "X-Forwarded-For": "198.18.41.1" },
    );
    expect(changed.status).toBe(200);
    expect(await signedIn(phone)).toBe(false);
    expect((await reset(link)).status).toBe(400);
  });

  it("a completed reset ends every session, and its link works once", async () => {
    const email = "kensa@example.co.uk";
    const [laptop, phone] = await accountOnTwoDevices(email);
    await forgot(email);
    const link = tokenOf(await mailedLink(sink, email, RESET));
    expect((await reset(link)).status).toBe(200);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    expect((await reset(link, "An0ther!pass")).status).toBe(400);
    expect((await newBrowser().post("/api/account/sign-in", { email, password: NEW_PASSWORD })).status).toBe(
      200,
    );
  });
});
