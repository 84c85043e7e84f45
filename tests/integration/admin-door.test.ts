import { beforeAll, expect, it } from "vitest";
import { browser, confirmedSession, sessionCookie, TEST_PASSWORD } from "../support/accounts";
import { appWithMailbox } from "../support/app-server";
import { describeEachDatabase } from "../support/databases";
import { readableMail, waitFor } from "../support/smtp-sink";

const OWNER = "door-owner@example.co.uk";
/** A second admin, for the test that signs in many times (10 sign-ins an address in 15 minutes). */
const PARTNER = "door-partner@example.co.uk";
const NOTIFY = "leads@example.co.uk";

/** The sign-in link a 404 page offers, decoded ("" when it offers none). */
const offeredSignIn = (html: string) =>
  html.match(/href="(\/auth\?redirectTo=[^"]+)"/)?.[1]?.replaceAll("&amp;", "&") ?? "";

describeEachDatabase("a mailed link into the back office on $name (decision 039)", (database) => {
  const running = appWithMailbox(database.url, {
    ADMIN_EMAILS: `${OWNER},${PARTNER}`,
    NOTIFY_EMAIL: NOTIFY,
  });
  let client = 0;
  const address = () => `198.51.100.${++client}`;

  /** An enquiry's notice to the owner, and the path of its "Open in the back office" link. */
  async function leadLink(lastName: string) {
    const { app, sink } = running;
    const sent = await app.post(
      "/api/contact",
      {
        firstName: "Morwenna",
        lastName,
        email: `morwenna.${lastName.toLowerCase()}@example.co.uk`,
        company: "Pengelly Boats",
        serviceInterests: ["hosting-sysadmin"],
        message: "Our booking system needs a new home before the season starts.",
      },
      { "X-Forwarded-For": address() },
    );
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    // The owner's notice, as mailed: its link names the lead's page on the site.
    const notice = await waitFor(() =>
      sink.messages
        .filter((mail) => mail.to.includes(NOTIFY))
        .map((mail) => readableMail(mail.raw))
        .find((mail) => mail.includes(id)),
    );
    const link = notice.match(/https?:\/\/[^/\s]+(\/admin\/[^\s"<]+)/)?.[1];
    expect(link).toBe(`/admin/leads/enquiry/${id}`);
    return link!;
  }

  beforeAll(async () => {
    await confirmedSession(running.app, running.sink, OWNER, address());
    await confirmedSession(running.app, running.sink, PARTNER, address());
  });

  it("signed out: the 404 offers to sign in, and signing in lands the owner on the lead's page", async () => {
    const { app } = running;
    const path = await leadLink("Pengelly");
    const phone = browser(app, address());

    const door = await phone.get(path);
    expect(door.status).toBe(404);
    expect(door.headers.get("cache-control")).toBe("no-store");
    const html = await door.text();
    expect(html).toContain("Oops! Page not found");
    const signIn = offeredSignIn(html);
    expect(signIn).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);

    // The sign-in page carries the address on to its form (posted without JavaScript here).
    const page = await phone.get(signIn);
    expect(page.status).toBe(200);
    const form = await page.text();
    expect(form).toContain(`name="redirectTo" value="${path}"`);
    // A wrong password keeps it: the page comes back to the same address.
    const wrong = await phone.submit(signIn, {
      intent: "signin",
      email: OWNER,
      password: "Wr0ng!pass",
      redirectTo: path,
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(`name="redirectTo" value="${path}"`);

    const signedIn = await phone.submit(signIn, {
      intent: "signin",
      email: OWNER,
      password: TEST_PASSWORD,
      redirectTo: path,
    });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe(path);
    const lead = await phone.get(path);
    expect(lead.status).toBe(200);
    expect(await lead.text()).toContain("Morwenna Pengelly");
  });

  it("with JavaScript the sign-in service answers as before, and the page lands on the address", async () => {
    const { app } = running;
    const path = await leadLink("Trevithick");
    const phone = browser(app, address());
    const signIn = offeredSignIn(await (await phone.get(path)).text());
    expect(signIn).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
    const signedIn = await phone.post("/api/account/sign-in", {
      email: OWNER,
      password: TEST_PASSWORD,
      redirectTo: path,
    });
    expect(signedIn.status).toBe(200);
    expect(sessionCookie(signedIn)).not.toBe("");
    expect((await phone.get(path)).status).toBe(200);
  });

  it("signed in but not an admin: the plain 404, no sign-in offered; signing in from the offer lands on the home page", async () => {
    const { app, sink } = running;
    const path = await leadLink("Nance");
    const plain = await (await fetch(`${app.base}/no-such-page`)).text();
    const reader = await confirmedSession(app, sink, "door-reader@example.co.uk", address());
    const answer = await fetch(`${app.base}${path}`, { headers: { Cookie: reader } });
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe(plain);

    const stranger = browser(app, address());
    const signedIn = await stranger.submit(`/auth?redirectTo=${encodeURIComponent(path)}`, {
      intent: "signin",
      email: "door-reader@example.co.uk",
      password: TEST_PASSWORD,
      redirectTo: path,
    });
    expect(signedIn.headers.get("location")).toBe("/");
    expect((await stranger.get(path)).status).toBe(404);
  });

  it("offers sign-in only for a page, to a page: data requests, posts, exports and guesses get the plain 404", async () => {
    const { app } = running;
    const plain = await (await fetch(`${app.base}/no-such-page`)).text();
    for (const path of [
      "/admin.data",
      "/admin/mail.data",
      "/admin/export.csv",
      "/admin/wp-login.php",
      "/admin/.env",
    ]) {
      const response = await fetch(`${app.base}${path}`);
      expect(response.status, path).toBe(404);
      expect(offeredSignIn(await response.text()), path).toBe("");
    }
    const posted = await app.submit("/admin/erase", { email: OWNER, confirm: "on" }, "", {
      Origin: app.base,
    });
    expect(posted.status).toBe(404);
    expect(offeredSignIn(await posted.text())).toBe("");
    // Every page of the back office offers it, its query kept.
    for (const path of ["/admin", "/admin/mail", "/admin?type=booking", "/ADMIN/sources"]) {
      const response = await fetch(`${app.base}${path}`);
      expect(response.status, path).toBe(404);
      expect(offeredSignIn(await response.text()), path).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
    }
    expect(plain).not.toContain("redirectTo");
  });

  it("never sends anyone off the site, whatever return address is written", async () => {
    const { app } = running;
    const hostiles = [
      "//evil.example/admin",
      "/\\evil.example",
      "\\\\evil.example",
      "https://evil.example/admin",
      "http:evil.example",
      "javascript:alert(1)",
      "/.//evil.example",
      "/admin\r\nSet-Cookie: stolen=1",
      "/\t/evil.example",
      "/admin\u0000",
    ];
    for (const [n, hostile] of hostiles.entries()) {
      const owner = browser(app, address());
      const page = await owner.get(`/auth?redirectTo=${encodeURIComponent(hostile)}`);
      expect(page.status, hostile).toBe(200);
      expect(await page.text(), hostile).not.toContain('name="redirectTo"');
      // Posted too (the first eight: an address may sign in ten times in 15 minutes).
      if (n >= 8) continue;
      const posted = await owner.submit("/auth", {
        intent: "signin",
        email: PARTNER,
        password: TEST_PASSWORD,
        redirectTo: hostile,
      });
      expect(posted.status, hostile).toBe(302);
      expect(posted.headers.get("location"), hostile).toBe("/admin");
    }
  });
});
