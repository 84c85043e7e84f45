import { afterAll, beforeAll, expect, it } from "vitest";
import { pseudonym } from "../../server/log-privacy";
import { confirmedSession, mailedLink, TEST_PASSWORD } from "../support/accounts";
import { type App, startApp } from "../support/app-server";
import { describeEachDatabase } from "../support/databases";
import { mailFolder } from "../support/mail-folder";
import { readableMail, waitFor } from "../support/smtp-sink";

const OWNER = "owner@example.co.uk";
const RESOURCE = { resourceTitle: "Incident Response Plan Template", resourceType: "Template" };

/**
 * Docs/decisions/029, from outside: HTTP, the .eml folder of the default transport (no SMTP_URL)
 * and the server's log. After an erasure, every link mailed to the person stops working, no kept
 * copy of their mail is left, and the log never held their address, their name or a token.
 */
describeEachDatabase("erasure on $name", (database) => {
  let app: App;
  let mail: ReturnType<typeof mailFolder>;
  let owner: string;
  let client = 0;
  const post = (path: string, body: unknown) =>
    app.post(path, body, { "X-Forwarded-For": `198.19.3.${++client}` });
  const get = (path: string, cookie = "") =>
    fetch(`${app.base}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  const form = (path: string, cookie: string, fields: Record<string, string>) =>
    fetch(`${app.base}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  const mailsTo = (email: string) => mail.messages.filter((m) => m.to.includes(email));
  const mentioning = (text: string) =>
    mail.messages.filter((m) => readableMail(m.raw).toLowerCase().includes(text.toLowerCase()));
  const token = (link: string) => new URL(link, app.base).searchParams.get("token")!;

  beforeAll(async () => {
    app = await startApp({
      DATABASE_URL: await database.url(),
      TRUST_PROXY: "1",
      ADMIN_EMAILS: OWNER,
      LOG_LEVEL: "info",
    });
    mail = mailFolder(app.mailDir);
    owner = await confirmedSession(app, mail, OWNER);
  });
  afterAll(() => app?.close());

  /** Everything a visitor can leave: an account, an enquiry, a resource, a subscription, a reset. */
  async function leaveEverything(email: string, name: { first: string; last: string }) {
    const session = await confirmedSession(app, mail, email, `198.19.4.${++client}`);
    const lead = { firstName: name.first, lastName: name.last, email, message: "Please call me." };
    expect((await post("/api/contact", lead)).status).toBe(201);
    const request = { name: `${name.first} ${name.last}`, email, company: `${name.last} Ltd`, ...RESOURCE };
    expect((await post("/api/resource-requests", request)).status).toBe(201);
    expect((await post("/api/subscriptions", { email })).status).toBe(201);
    expect((await post("/api/account/forgot-password", { email })).status).toBe(200);
    const links = {
      download: await mailedLink(mail, email, "/resources/"),
      confirm: await mailedLink(mail, email, "/subscriptions/confirm?token="),
      unsubscribe: await mailedLink(mail, email, "/subscriptions/unsubscribe?token="),
      reset: await mailedLink(mail, email, "/auth/reset-password?token="),
      verify: await mailedLink(mail, email, "/auth/verify?token="),
    };
    // The notices to the consultancy are written too before anything is erased.
    await waitFor(() => mentioning(name.last).length >= 2);
    expect((await get(links.download)).status).toBe(200);
    return { session, links };
  }

  /** What must hold once everything of `email` is erased. */
  async function expectNothingLeft(
    email: string,
    name: { first: string; last: string },
    links: Awaited<ReturnType<typeof leaveEverything>>["links"],
  ) {
    const download = await get(links.download);
    expect(download.status).toBe(410);
    expect(await download.text()).toContain("This download link no longer works");
    const confirm = await get(links.confirm);
    expect(confirm.status).toBe(404);
    expect(await confirm.text()).toContain("This link is not valid");
    const leave = await form(links.unsubscribe, "", {});
    expect(leave.status).toBe(404);
    expect(await leave.text()).toContain("This link is not valid");
    const reset = await post("/api/account/reset-password", {
      token: token(links.reset),
      password: "N3w!password",
    });
    expect(reset.status).toBe(400);
    expect((await get(links.verify)).headers.get("location")).not.toMatch(/^\/account/);
    const signIn = await post("/api/account/sign-in", { email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(401);

    expect(mailsTo(email)).toEqual([]);
    for (const text of [email, name.first, name.last]) expect(mentioning(text), text).toEqual([]);
  }

  it("ends every link mailed to an erased person and removes the copies of their mail", async () => {
    const email = "kerensa@example.co.uk";
    const name = { first: "Kerensa", last: "Trevail" };
    const { session, links } = await leaveEverything(email, name);
    expect(mailsTo(email).length).toBeGreaterThanOrEqual(5);

    const erased = await form("/admin/erase", owner, { email: "Kerensa@Example.co.uk", confirm: "on" });
    expect(erased.status).toBe(200);
    await expectNothingLeft(email, name, links);
    expect((await get("/account", session)).headers.get("location")).toBe("/auth");
    expect(mailsTo(OWNER).length).toBeGreaterThan(0); // the owner's own mail is theirs to keep
  });

  it("does the same when a person deletes their account and asks for everything to go", async () => {
    const email = "hedra@example.co.uk";
    const name = { first: "Hedra", last: "Pascoe" };
    const { session, links } = await leaveEverything(email, name);
    const deleted = await form("/account", session, {
      intent: "delete",
      password: TEST_PASSWORD,
      eraseLeads: "on",
    });
    expect(deleted.status).toBe(302);
    await expectNothingLeft(email, name, links);
  });

  it("keeps addresses, names and tokens out of the log, with a pseudonym to follow a person by", async () => {
    const email = "jowan@example.co.uk";
    const name = { first: "Jowan", last: "Angove" };
    const { links } = await leaveEverything(email, name);
    await get(`/${email}`);
    await get(`/admin?q=${encodeURIComponent(`${name.first} ${name.last}`)}`, owner);
    await get(`/api/auth/reset-password/${token(links.reset)}?callbackURL=%2F`);

    const log = app.log.join("\n");
    const secrets = [email, name.first, name.last, ...Object.values(links).map(token)];
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
    expect(log).not.toContain(encodeURIComponent(email));
    // One person, one pseudonym: in the mail log and in the path of a request.
    const lines = app.log.filter((line) => line.includes(pseudonym(email)));
    expect(lines.filter((line) => line.includes("mail written to file")).length).toBeGreaterThanOrEqual(5);
    expect(lines.some((line) => line.includes('"status":404'))).toBe(true);
    expect(app.log.some((line) => line.includes(`"url":"/admin?q=${pseudonym("Jowan Angove")}"`))).toBe(true);
  });
});
