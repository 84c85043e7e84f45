import { afterAll, beforeAll, expect, it } from "vitest";
import { company } from "../../app/content/company";
import { sendDueReminders } from "../../server/booking/reminders";
import { addDays, ukDate, ukInstant } from "../../server/booking/time";
import { mailBookingChanges } from "../../server/mail/booking-mails";
import { confirmedSession } from "../support/accounts";
import { type App, startApp } from "../support/app-server";
import { type SiteBookings, seedBooking, siteBookings, visitorBooking } from "../support/bookings";
import { invitationOf } from "../support/calendar-files";
import { describeEachDatabase } from "../support/databases";
import { mimeParts } from "../support/mime-parts";
import { mailMatching, type ReceivedMail, readableMail, startSmtpSink } from "../support/smtp-sink";

const OWNER = "owner@example.co.uk";
const TEAM = company.email;

/**
 * A booking's mails from outside: what the SMTP server receives from the running site when a call
 * is booked, moved, reminded and cancelled, and the calendar file in each, read by ical.js as a
 * calendar application would. The changes are made through the booking services on the site's
 * database (the visitor's form and manage pages come later) and, for the owner, through /admin.
 */
describeEachDatabase("a booking's mails and calendar files on $name", (database) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: App;
  let site: SiteBookings;
  let owner: string;
  let dueReminder: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    const url = await database.url();
    site = await siteBookings(url);
    // A reminder already due when the site starts: its scheduled job sends it.
    dueReminder = await seedBooking(site.db, {
      start: ukInstant(addDays(ukDate(Date.now()), 2), "16:00")!,
      name: "Demelza Due",
      email: "demelza.due@example.co.uk",
      reminderDueAt: Date.now() - 60_000,
    });
    app = await startApp({ DATABASE_URL: url, SMTP_URL: sink.url, TRUST_PROXY: "1", ADMIN_EMAILS: OWNER });
    owner = await confirmedSession(app, sink, OWNER);
  });
  afterAll(async () => {
    await app?.close();
    await site?.close();
    await sink?.close();
  });

  const mailTo = (to: string, text: string | RegExp, count = 1) => mailMatching(sink, to, text, count);

  const manageLinkIn = (mail: ReceivedMail) =>
    readableMail(mail.raw).match(/https?:\/\/[^/\s]+\/book\/manage\/[^\s"<]+/)?.[0];

  // First: the other tests send reminders of their own, and must find this one sent.
  it("sends a reminder that is due from the running site's own scheduled job, once", async () => {
    const reminder = await mailTo(
      "demelza.due@example.co.uk",
      "Reminder: your call with Kernow Tech Consulting tomorrow",
    );
    expect(manageLinkIn(reminder)).toMatch(/\/book\/manage\//);
    expect((await site.bookings.find(dueReminder))?.reminder_sent_at).toMatch(/^\d{4}-/);
    expect(sink.messages.filter((m) => m.to.includes("demelza.due@example.co.uk"))).toHaveLength(1);
  });

  it("confirms, moves, reminds and cancels a call, each calendar file with the same UID and a higher SEQUENCE", async () => {
    const visitor = "morwenna.confirmed@example.co.uk";
    const [first, , , later] = await site.freeStarts();
    const booked = await site.bookings.book(visitorBooking(visitor, first!));
    expect(booked.status).toBe("booked");
    if (booked.status !== "booked") return;
    const { id } = booked.booking;
    const uid = `${id}@localhost`;

    // The visitor: the time with its zone, how the call happens, the link to move or cancel it.
    const confirmation = await mailTo(visitor, "Your call is booked");
    const text = readableMail(confirmation.raw);
    expect(text).toMatch(
      /Subject: Your free call with Kernow Tech Consulting: \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2} (GMT|BST)/,
    );
    expect(text).toMatch(/\d{2}:\d{2} to \d{2}:\d{2} (GMT|BST)/);
    // The number we will phone, said back so that a mistyped one is seen (decision 040).
    expect(text).toContain("We will phone you on 01632 960555.");
    expect(manageLinkIn(confirmation)).toBe(booked.manageLink);
    expect(text).toContain(`Reply-To: ${TEAM}`);
    // Nothing the visitor wrote but a first name goes to the address they typed (decision 008).
    for (const theirs of ["Tregear Farms", "Backups for the farm shop", "Tregear"]) {
      expect(text).not.toContain(theirs);
    }
    const invitation = invitationOf(confirmation);
    expect(invitation.type).toMatch(/^text\/calendar;.*method=REQUEST/i);
    expect(invitation).toMatchObject({ method: "REQUEST" });
    expect(invitation.events).toEqual([
      expect.objectContaining({
        uid,
        sequence: 0,
        status: "CONFIRMED",
        start: new Date(first!).toISOString(),
        organizer: `mailto:${TEAM}`,
        attendee: `mailto:${visitor}`,
        attendeeName: "Morwenna",
      }),
    ]);

    // The owner: everything given, a reply to the visitor, the booking in the back office.
    const notice = await mailTo(TEAM, `/admin/leads/booking/${id}`);
    const noticeText = readableMail(notice.raw);
    expect(noticeText).toContain("Subject: New call booked: Morwenna Tregear,");
    for (const given of [
      "Tregear Farms",
      "Backups for the farm shop",
      "01632 960555",
      "Google search, form on /book",
    ]) {
      expect(noticeText).toContain(given);
    }
    expect(noticeText).toContain(`Reply-To: ${visitor}`);
    expect(invitationOf(notice).events[0]).toMatchObject({
      uid,
      sequence: 0,
      attendeeName: "Morwenna Tregear",
    });
    // The back office lists the mails it caused on the booking's page.
    const page = await (
      await fetch(`${app.base}/admin/leads/booking/${id}`, { headers: { Cookie: owner } })
    ).text();
    expect(page).toContain("Your free call with Kernow Tech Consulting");

    // Moved: the same UID, SEQUENCE 1, the new time; the old time named.
    expect((await site.bookings.move(id, later!)).status).toBe("moved");
    const moved = await mailTo(visitor, "Your call has moved");
    expect(readableMail(moved.raw)).toContain("Was");
    expect(invitationOf(moved)).toMatchObject({
      method: "REQUEST",
      events: [expect.objectContaining({ uid, sequence: 1, start: new Date(later!).toISOString() })],
    });
    expect(invitationOf(await mailTo(TEAM, `Call moved: Morwenna Tregear`)).events[0]).toMatchObject({
      uid,
      sequence: 1,
    });

    // The reminder, the day before, once: the link again, no calendar change.
    const remind = () =>
      sendDueReminders({
        db: site.db,
        signingSecret: site.signingSecret,
        siteUrl: site.config.SITE_URL,
        onChange: mailBookingChanges({ siteUrl: site.config.SITE_URL, notifyEmail: () => TEAM }),
        // Midday UTC the day before the call: after 09:00 UK time, before the call.
        now: () => Date.parse(`${new Date(later!).toISOString().slice(0, 10)}T12:00:00Z`) - 86_400_000,
      });
    expect(await remind()).toBe(1);
    expect(await remind()).toBe(0);
    const reminded = await mailTo(visitor, "Reminder: your call with Kernow Tech Consulting tomorrow at");
    expect(manageLinkIn(reminded)).toBe(booked.manageLink);
    expect(mimeParts(reminded.raw).some((part) => /calendar/.test(part.contentType))).toBe(false);

    // Cancelled by the visitor: METHOD:CANCEL, SEQUENCE 2, to both.
    expect((await site.bookings.cancel(id, "visitor")).status).toBe("cancelled");
    const cancelled = await mailTo(visitor, "As you asked, we have cancelled your call");
    const cancel = invitationOf(cancelled);
    expect(cancel.type).toMatch(/method=CANCEL/i);
    expect(cancel).toMatchObject({
      method: "CANCEL",
      events: [expect.objectContaining({ uid, sequence: 2, status: "CANCELLED" })],
    });
    expect(invitationOf(await mailTo(TEAM, "cancelled their call: the time is free again")).method).toBe(
      "CANCEL",
    );
    // Each change's mails, and no more: two to the visitor's address for booking, move, cancel, one reminder.
    expect(sink.messages.filter((m) => m.to.includes(visitor))).toHaveLength(4);
  });

  it("mails the visitor the owner's note when the owner cancels, and audits it", async () => {
    const visitor = "jory.cancelled@example.co.uk";
    const [, start] = await site.freeStarts(5);
    const booked = await site.bookings.book({
      ...visitorBooking(visitor, start!, { callKind: "video" }),
      name: "Jory Penhale",
    });
    if (booked.status !== "booked") throw new Error(booked.status);
    const { id } = booked.booking;
    await mailTo(visitor, "Your call is booked");
    const cancel = (fields: Record<string, string>, origin?: string) =>
      app.submit(`/admin/leads/booking/${id}`, fields, owner, origin ? { Origin: origin } : {});
    // Another site's page cannot make the owner's browser cancel a call.
    expect((await cancel({ intent: "cancel", note: "x" }, "https://evil.example")).status).toBe(403);
    const note = "I am ill that day, sorry.\nPlease pick another time next week.";
    const answer = await cancel({ intent: "cancel", note });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Cancelled. They have been mailed, with your note");
    // Twice is nothing more.
    expect((await cancel({ intent: "cancel", note })).status).toBe(409);

    const mail = await mailTo(visitor, "we have had to cancel your call");
    const text = readableMail(mail.raw);
    expect(text).toContain("I am ill that day, sorry.");
    expect(text).toContain("/book");
    expect(invitationOf(mail)).toMatchObject({
      method: "CANCEL",
      events: [expect.objectContaining({ sequence: 1 })],
    });
    const copy = await mailTo(TEAM, "You cancelled the call with Jory Penhale");
    expect(readableMail(copy.raw)).toContain("I am ill that day, sorry.");
    expect(invitationOf(copy).method).toBe("CANCEL");
    // The room of a call that will not happen is not offered to the owner (the notice gave it).
    const link = booked.booking.video_link!;
    expect(readableMail((await mailTo(TEAM, "New call booked: Jory Penhale")).raw)).toContain(
      `Joining link: ${link}`,
    );
    expect(readableMail(copy.raw)).not.toContain(`Joining link: ${link}`);

    const audit = await site.db
      .selectFrom("audit_log")
      .selectAll()
      .where("target", "=", `booking:${id}`)
      .execute();
    expect(audit.map((entry) => [entry.actor, entry.action])).toEqual([[OWNER, "booking.cancel"]]);
    // The time is free again.
    expect(await site.availability.check(start!)).toBe("free");
  });
});
