import { beforeAll, expect, it } from "vitest";
import { applyRetention } from "../../server/admin/retention";
import { openDatabase } from "../../server/db";
import { browser, mailedLink, sessionCookie, TEST_PASSWORD } from "../support/accounts";
import { type App, appWithMailbox } from "../support/app-server";
import { describeEachDatabase } from "../support/databases";
import { readableMail, waitFor } from "../support/smtp-sink";

const STRANGER_PASSWORD = "Str4nger!pass";
const OWNER = "owner@example.co.uk";
const VERIFY = "/auth/verify?token=";

/**
 * Issue 21, item 1, tried from outside (HTTP and mail only): a stranger signs up first with
 * someone else's address and a password of their own, and waits for the owner to confirm it.
 */
describeEachDatabase("no account pre-hijack on $name", (database) => {
  let sink: (typeof running)["sink"];
  let app: App;
  let databaseUrl: string;
  let clients = 0;
  const newBrowser = () => browser(app, `198.18.30.${++clients}`);
  async function signUp(visitor: ReturnType<typeof newBrowser>, email: string, password: string) {
    const response = await visitor.post("/api/account/sign-up", {
      fullName: "Tamsin Hocking",
      email,
      password,
    });
    expect(response.status).toBe(200);
  }
  const signIn = (visitor: ReturnType<typeof newBrowser>, email: string, password: string) =>
    visitor.post("/api/account/sign-in", { email, password });
  /** The newest confirmation link in the owner's mailbox once `count` mails have reached it. */
  async function newestLink(email: string, count: number) {
    await waitFor(() => sink.messages.filter((m) => m.to.includes(email)).length >= count);
    const links = sink.messages.filter((m) => m.to.includes(email) && readableMail(m.raw).includes(VERIFY));
    return mailedLink(sink, email, VERIFY, links.length);
  }
  async function users(email: string) {
    const db = openDatabase(databaseUrl);
    try {
      return await db.selectFrom("user").select(["id", "emailVerified"]).where("email", "=", email).execute();
    } finally {
      await db.destroy();
    }
  }

  const running = appWithMailbox(database.url, { ADMIN_EMAILS: OWNER });
  beforeAll(() => {
    ({ app, sink, databaseUrl } = running);
  });

  it("the stranger who signed up first has no way in once the owner confirms from their own browser", async () => {
    const email = "tamsin@example.co.uk";
    const stranger = newBrowser();
    const owner = newBrowser();
    await signUp(stranger, email, STRANGER_PASSWORD);
    const strangersLink = await mailedLink(sink, email, VERIFY, 1);
    await signUp(owner, email, TEST_PASSWORD);
    const ownLink = await newestLink(email, 2);

    const confirmed = await owner.get(ownLink);
    expect(confirmed.headers.get("location")).toBe("/account?confirmed=1");
    expect(sessionCookie(confirmed)).not.toBe("");
    expect((await owner.get("/account")).status).toBe(200);

    expect((await signIn(stranger, email, STRANGER_PASSWORD)).status).toBe(401);
    expect(sessionCookie(await signIn(stranger, email, STRANGER_PASSWORD))).toBe("");
    // Confirming one registration discards the others: the stranger's link is dead too.
    expect((await owner.get(strangersLink)).headers.get("location")).toBe("/auth?verify=invalid");
    expect((await signIn(newBrowser(), email, TEST_PASSWORD)).status).toBe(200);
    expect(await users(email)).toHaveLength(1);
  });

  it("the owner who opens the stranger's link is asked for the password chosen for it, which theirs is not", async () => {
    const email = "jenna@example.co.uk";
    const stranger = newBrowser();
    const owner = newBrowser();
    await signUp(stranger, email, STRANGER_PASSWORD);
    const strangersLink = await mailedLink(sink, email, VERIFY, 1);
    await signUp(owner, email, TEST_PASSWORD);

    const page = await owner.get(strangersLink);
    expect(page.status).toBe(200);
    expect(sessionCookie(page)).toBe("");
    const form = await page.text();
    expect(form).toMatch(/<form[^>]*method="post"/);
    expect(form).toMatch(/<input[^>]*type="password"/);
    const token = new URL(strangersLink, app.base).searchParams.get("token")!;
    // The page's form posts to the page's own address, as a browser does.
    const refused = await owner.submit(strangersLink, { token, password: TEST_PASSWORD });
    expect(refused.status).toBe(400);
    expect(sessionCookie(refused)).toBe("");
    expect(await users(email)).toEqual([]);
    expect((await signIn(stranger, email, STRANGER_PASSWORD)).status).toBe(401);
  });

  it("a link opened in another browser confirms and signs in only with the password chosen at sign-up", async () => {
    const email = "pol@example.co.uk";
    await signUp(newBrowser(), email, TEST_PASSWORD);
    const link = await mailedLink(sink, email, VERIFY);
    const token = new URL(link, app.base).searchParams.get("token")!;
    const phone = newBrowser();
    const page = await phone.get(link);
    expect(page.status).toBe(200);
    expect(sessionCookie(page)).toBe("");
    expect((await phone.submit(link, { token, password: STRANGER_PASSWORD })).status).toBe(400);
    const confirmed = await phone.submit(link, { token, password: TEST_PASSWORD });
    expect(confirmed.headers.get("location")).toBe("/account?confirmed=1");
    expect((await phone.get("/account")).status).toBe(200);
  });

  it("the back office cannot be taken this way: the stranger's password never reaches /admin", async () => {
    const stranger = newBrowser();
    const owner = newBrowser();
    await signUp(stranger, OWNER, STRANGER_PASSWORD);
    await mailedLink(sink, OWNER, VERIFY, 1);
    await signUp(owner, OWNER, TEST_PASSWORD);
    const confirmed = await owner.get(await newestLink(OWNER, 2));
    expect(confirmed.headers.get("location")).toBe("/account?confirmed=1");
    expect((await owner.get("/admin")).status).toBe(200);

    expect((await signIn(stranger, OWNER, STRANGER_PASSWORD)).status).toBe(401);
    expect((await stranger.get("/admin")).status).toBe(404);
  });

  it("two registrations confirmed at the same moment make one account; the other is told, not signed in", async () => {
    const email = "kerensa@example.co.uk";
    const first = newBrowser();
    const second = newBrowser();
    await signUp(first, email, TEST_PASSWORD);
    const firstLink = await mailedLink(sink, email, VERIFY, 1);
    await signUp(second, email, STRANGER_PASSWORD);
    const secondLink = await newestLink(email, 2);
    const answers = await Promise.all([first.get(firstLink), second.get(secondLink)]);
    const places = answers.map((answer) => answer.headers.get("location"));
    expect(places.filter((place) => place === "/account?confirmed=1")).toHaveLength(1);
    expect(
      places.filter((place) => place === "/auth?verify=used" || place === "/auth?verify=invalid"),
    ).toHaveLength(1);
    expect(answers.map(sessionCookie).filter(Boolean)).toHaveLength(1);
    expect(await users(email)).toHaveLength(1);
  });

  it("a new link for a sign-up replaces its old one and still needs the browser or the password", async () => {
    const email = "wenna@example.co.uk";
    const laptop = newBrowser();
    await signUp(laptop, email, TEST_PASSWORD);
    const first = await mailedLink(sink, email, VERIFY, 1);
    // Asked for from another browser (no cookie): the newest registration's link, needing its password.
    expect((await newBrowser().post("/api/account/resend-confirmation", { email })).status).toBe(200);
    const second = await mailedLink(sink, email, VERIFY, 2);
    expect((await laptop.get(first)).headers.get("location")).toBe("/auth?verify=invalid");
    expect((await newBrowser().get(second)).status).toBe(200);
    // Asked for again from the laptop: a third link, which the laptop's cookie confirms.
    expect((await laptop.post("/api/account/resend-confirmation", { email })).status).toBe(200);
    const third = await mailedLink(sink, email, VERIFY, 3);
    expect((await laptop.get(second)).headers.get("location")).toBe("/auth?verify=invalid");
    expect((await laptop.get(third)).headers.get("location")).toBe("/account?confirmed=1");
  });

  it("a sign-up not confirmed within a day expires: its link says so, and the daily retention deletes it", async () => {
    const email = "jory@example.co.uk";
    const visitor = newBrowser();
    await signUp(visitor, email, TEST_PASSWORD);
    const link = await mailedLink(sink, email, VERIFY);
    const db = openDatabase(databaseUrl);
    try {
      const registration = await db
        .selectFrom("pending_registrations")
        .select(["created_at", "expires_at"])
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      expect(Date.parse(registration.expires_at) - Date.parse(registration.created_at)).toBe(
        24 * 60 * 60_000,
      );
      await db
        .updateTable("pending_registrations")
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where("email", "=", email)
        .execute();
      expect((await visitor.get(link)).headers.get("location")).toBe("/auth?tab=signup&verify=expired");
      expect((await applyRetention(db)).registrations).toBe(1);
    } finally {
      await db.destroy();
    }
    expect((await visitor.get(link)).headers.get("location")).toBe("/auth?verify=invalid");
    expect(await users(email)).toEqual([]);
  });

  it("closes better-auth's own ways round it: its sign-up, confirmation and link endpoints", async () => {
    const own = { Origin: "http://localhost:3000", "X-Forwarded-For": "198.18.31.1" };
    const email = "direct@example.co.uk";
    const signUp = await app.post(
      "/api/auth/sign-up/email",
      { name: "Direct", email, password: STRANGER_PASSWORD },
      own,
    );
    expect(signUp.status).toBe(404);
    expect(await users(email)).toEqual([]);
    for (const [path, body] of [
      ["/api/auth/send-verification-email", { email }],
      ["/api/auth/request-password-reset", { email }],
    ] as const) {
      expect((await app.post(path, body, own)).status, path).toBe(404);
    }
    expect((await fetch(`${app.base}/api/auth/verify-email?token=x`, { redirect: "manual" })).status).toBe(
      404,
    );
  });
});
