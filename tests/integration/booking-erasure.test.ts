import { afterAll, beforeAll, expect, it } from "vitest";
import { confirmedSession, TEST_PASSWORD } from "../support/accounts";
import { type App, startApp } from "../support/app-server";
import { type SiteBookings, siteBookings, visitorBooking } from "../support/bookings";
import { describeEachDatabase } from "../support/databases";
import { mailFolder } from "../support/mail-folder";
import { readableMail, waitFor } from "../support/smtp-sink";

const OWNER = "owner@example.co.uk";

/**
 * A booked call is a lead like the others, from outside: the visitor's account lists it (with the
 * link to move or cancel it) and its data export includes it; erasing the person (/admin/erase,
 * or deleting the account with everything) deletes it, ends its manage link, frees its time and
 * removes the kept copies (.eml) of its mails, the owner's notice included.
 */
describeEachDatabase("a booked call in the account and erasure on $name", (database) => {
  let app: App;
  let site: SiteBookings;
  let mail: ReturnType<typeof mailFolder>;
  let owner: string;
  let client = 0;

  beforeAll(async () => {
    const url = await database.url();
    app = await startApp({ DATABASE_URL: url, TRUST_PROXY: "1", ADMIN_EMAILS: OWNER });
    site = await siteBookings(url);
    mail = mailFolder(app.mailDir);
    owner = await confirmedSession(app, mail, OWNER);
  });
  afterAll(async () => {
    await app?.close();
    await site?.close();
  });

  const get = (path: string, cookie: string) =>
    fetch(`${app.base}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
  const form = (path: string, cookie: string, fields: Record<string, string>) =>
    app.submit(path, fields, cookie);
  const mentioning = (text: string) => mail.messages.filter((m) => readableMail(m.raw).includes(text));

  /** A visitor with an account who books a call; resolves once both mails are written. */
  async function bookedVisitor(email: string, name: string, daysAhead: number) {
    const session = await confirmedSession(app, mail, email, `198.19.7.${++client}`);
    const [start] = await site.freeStarts(daysAhead);
    const booked = await site.bookings.book({ ...visitorBooking(email, start!), name });
    if (booked.status !== "booked") throw new Error(booked.status);
    await waitFor(() => mentioning(`/admin/leads/booking/${booked.booking.id}`).length === 1);
    await waitFor(() =>
      mail.messages.some((m) => m.to.includes(email) && readableMail(m.raw).includes("/book/manage/")),
    );
    return { session, start: start!, ...booked };
  }

  /** What must hold once a booked call is erased. */
  async function expectCallGone(call: Awaited<ReturnType<typeof bookedVisitor>>, name: string) {
    expect(await site.bookings.find(call.booking.id)).toBeUndefined();
    const token = decodeURIComponent(call.manageLink.split("/book/manage/")[1]!);
    expect(await site.bookings.findByManageToken(token)).toEqual({ status: "invalid" });
    expect(await site.availability.check(call.start)).toBe("free");
    // No kept copy of any of its mails: the visitor's nor the owner's notice.
    expect(mentioning(call.booking.id)).toEqual([]);
    expect(mentioning(name)).toEqual([]);
  }

  it("lists the visitor's calls on their account with the link to move or cancel, and exports them", async () => {
    const call = await bookedVisitor("lowena@example.co.uk", "Lowena Rowe", 3);
    const page = await (await get("/account", call.session)).text();
    expect(page).toContain("Your calls");
    expect(page).toMatch(/\d{2}:\d{2} to \d{2}:\d{2} (GMT|BST)/);
    expect(page).toContain(`href="${call.manageLink}"`);
    const data = (await (await get("/account/data.json", call.session)).json()) as {
      bookings: Record<string, unknown>[];
    };
    expect(data.bookings).toEqual([
      expect.objectContaining({
        id: call.booking.id,
        start: call.booking.start_at,
        callKind: "phone",
        status: "active",
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain("/book/manage/");
    // Cancelled, it stays listed, without a link that no longer does anything.
    await site.bookings.cancel(call.booking.id, "visitor");
    const after = await (await get("/account", call.session)).text();
    expect(after).toContain("Cancelled");
    expect(after).not.toContain("/book/manage/");
  });

  it("erases a person's calls from /admin/erase: the link ends, the time is free, no copy of their mail is left", async () => {
    const call = await bookedVisitor("gwen@example.co.uk", "Gwen Trethewey", 4);
    expect((await form("/admin/erase", owner, { email: "Gwen@Example.co.uk", confirm: "on" })).status).toBe(
      200,
    );
    await expectCallGone(call, "Gwen Trethewey");
  });

  it("does the same when the person deletes their account and asks for everything to go", async () => {
    const call = await bookedVisitor("ervan@example.co.uk", "Ervan Nance", 5);
    const deleted = await form("/account", call.session, {
      intent: "delete",
      password: TEST_PASSWORD,
      eraseLeads: "on",
    });
    expect(deleted.status).toBe(302);
    await expectCallGone(call, "Ervan Nance");
  });
});
