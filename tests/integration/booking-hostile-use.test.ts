import ICAL from "ical.js";
import { expect, it } from "vitest";
import { bookingChangeLimits, bookingForm, managePage } from "../../app/content/booking";
import { bookingMail } from "../../app/content/mails";
import { openDatabase } from "../../server/db";
import { appWithMailbox } from "../support/app-server";
import { describeEachDatabase } from "../support/databases";
import { mimeParts } from "../support/mime-parts";
import { readableMail, waitFor } from "../support/smtp-sink";

type Slot = { start: string; end: string };
const OWNER = "hello@kernowtechconsulting.co.uk";

/**
 * Booking a call under a visitor's hands and an attacker's (issue 30, items 4 and 6), on the
 * running site over HTTP: the manage link as a mail cannon, text that reaches a calendar file,
 * dates thousands of years away, cancelling that asks once, the number and the video link said
 * back.
 */
describeEachDatabase("booking under hostile use on $name", (database) => {
  let client = 0;
  const fresh = () => ({ "X-Forwarded-For": `203.0.113.${++client}` });
  const running = appWithMailbox(database.url);

  const slots = async () =>
    ((await (await fetch(`${running.app.base}/api/availability`)).json()) as { slots: Slot[] }).slots;
  /** Books the `skip`th free time through the API; its call's page (the manage link). */
  async function booked(skip: number, fields: Record<string, string>) {
    const slot = (await slots())[skip]!;
    const answer = await running.app.post("/api/bookings", { start: slot.start, ...fields }, fresh());
    expect(answer.status).toBe(201);
    const { confirmation } = (await answer.json()) as { confirmation: string };
    return { slot, manage: confirmation.replace("?booked", "") };
  }
  const mailsTo = (to: string, about: string) =>
    running.sink.messages.filter((m) => m.to.includes(to) && readableMail(m.raw).includes(about));
  const calendarOf = (raw: string) => {
    const part = mimeParts(raw).find((p) => /^text\/calendar/i.test(p.contentType));
    return part ? new ICAL.Component(ICAL.parse(part.body)).getFirstSubcomponent("vevent")! : null;
  };

  it("moves a call at most three times an hour: 20 moves at once send 4 mails to each side, not 21", async () => {
    const email = "cannon@example.co.uk";
    const { manage } = await booked(2, { name: "Cannon Target", email });
    const times = (await slots()).slice(5, 7).map((s) => s.start);
    // One client's 20 posts in a burst, as the attacker sent them (well under a second).
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        running.app.submit(manage, { intent: "move", start: times[i % 2]! }, "", {
          "X-Forwarded-For": "192.0.2.77",
        }),
      ),
    );
    const elapsed = Date.now() - started;
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 302).length).toBe(bookingChangeLimits.movesPerBooking);
    // The others: refused, 429 with when to try again (a move to its own time is 400 or 409).
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(20 - bookingChangeLimits.movesPerBooking - 2);
    expect(Number(refused[0]!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused[0]!.text()).toContain(managePage.tooMany.title);
    expect(statuses.every((s) => [302, 400, 409, 429].includes(s))).toBe(true);
    // Sent: the booking and the moves made, no more (the others changed nothing).
    await waitFor(() => mailsTo(OWNER, "Cannon Target").length >= 1 + bookingChangeLimits.movesPerBooking);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const theirs = mailsTo(email, "Kernow Tech Consulting").length;
    const owners = mailsTo(OWNER, "Cannon Target").length;
    console.info(`20 moves in ${elapsed} ms: ${theirs} mails to the visitor, ${owners} to the owner`);
    expect([theirs, owners]).toEqual([4, 4]);
    // Cancelling is still allowed after the limit: it ends the call.
    const cancelled = await running.app.submit(manage, { intent: "confirm-cancel" }, "", fresh());
    expect(cancelled.status).toBe(302);
  });

  it("lets one client change at most ten calls an hour, whichever calls", async () => {
    const calls = [];
    for (const [n, skip] of [10, 12, 14, 16].entries())
      calls.push(await booked(skip, { name: `Many ${n}`, email: `many${n}@example.co.uk` }));
    const free = (await slots()).slice(20, 40).map((s) => s.start);
    const one = { "X-Forwarded-For": "192.0.2.99" };
    const statuses: number[] = [];
    for (const [i, call] of calls.entries())
      for (let move = 0; move < 3; move++)
        statuses.push(
          (await running.app.submit(call.manage, { intent: "move", start: free[i * 4 + move]! }, "", one))
            .status,
        );
    expect(statuses.slice(0, bookingChangeLimits.changesPerClient).every((s) => s === 302)).toBe(true);
    expect(statuses.slice(bookingChangeLimits.changesPerClient)).toEqual([429, 429]);
  });

  it("writes a name with quotes into every calendar file as the parameters we set, read by ical.js", async () => {
    const email = "quotes@example.co.uk";
    const name = `Jo"PARTSTAT=DECLINED;X="^ O'Neil`;
    const company = `Acme "Ltd":mailto:attacker@example.com`;
    const { manage } = await booked(18, { name, email, company, phone: "01632 960321", callKind: "phone" });
    const files = [
      ...(
        await waitFor(() => {
          const mails = [...mailsTo(email, "Kernow Tech Consulting"), ...mailsTo(OWNER, "O'Neil")];
          return mails.length >= 2 && mails;
        })
      ).map((m) => calendarOf(m.raw)!),
      new ICAL.Component(
        ICAL.parse(await (await fetch(`${running.app.base}${manage}/call.ics`)).text()),
      ).getFirstSubcomponent("vevent")!,
    ];
    for (const file of files) {
      const attendees = file.getAllProperties("attendee");
      expect(attendees).toHaveLength(1);
      const parameters = attendees[0]!.toJSON()[1] as Record<string, string>;
      expect(Object.keys(parameters).sort()).toEqual(["cn", "partstat", "role", "rsvp"]);
      expect(parameters.partstat).toBe("ACCEPTED");
      // The visitor's files name them by the first word of their name; the owner's in full.
      expect([name, "JoPARTSTATDECLINEDX"]).toContain(parameters.cn);
      expect(String(attendees[0]!.getFirstValue()).toLowerCase()).toBe(`mailto:${email}`);
      expect(file.getAllProperties("organizer")).toHaveLength(1);
    }
  });

  it("answers dates thousands of years away with 400 and a clear message, never 500", async () => {
    const far = "9999-12-31";
    const availability = await fetch(`${running.app.base}/api/availability?from=${far}`);
    expect(availability.status).toBe(400);
    expect(((await availability.json()) as { error: string }).error).toMatch(/within a year of today/);
    for (const start of [`${far}T10:00:00Z`, "0000-01-03T10:00:00Z", "2999-06-01T09:00:00.000Z"]) {
      const api = await running.app.post(
        "/api/bookings",
        { start, name: "Far Away", email: "far@example.co.uk" },
        fresh(),
      );
      expect(api.status, start).toBe(400);
      expect(((await api.json()) as { fieldErrors: Record<string, string> }).fieldErrors.start).toBe(
        bookingForm.fields.start.notOffered,
      );
      const page = await running.app.submit(
        "/book",
        { intent: "booking", start, name: "Far Away", email: "far@example.co.uk", callKind: "video" },
        "",
        fresh(),
      );
      expect(page.status, start).toBe(400);
      expect(await page.text()).toContain(bookingForm.fields.start.notOffered);
    }
    const { manage } = await booked(22, { name: "Far Mover", email: "farmover@example.co.uk" });
    for (const start of [`${far}T10:00:00Z`, "0000-01-03T10:00:00Z"]) {
      const move = await running.app.submit(manage, { intent: "move", start }, "", fresh());
      expect(move.status, start).toBe(400);
      expect(await move.text()).toContain(bookingForm.fields.start.notOffered);
    }
    expect((await fetch(`${running.app.base}${manage}?day=${far}`)).status).toBe(200);
    expect((await fetch(`${running.app.base}/book?day=${far}`)).status).toBe(200);
  });

  it("asks once before cancelling, and the cancellation mail asks nothing about a call that will not happen", async () => {
    const email = "asked@example.co.uk";
    const { manage } = await booked(26, { name: "Asked Once", email });
    const asked = await running.app.submit(manage, { intent: "cancel" }, "", fresh());
    expect(asked.status).toBe(200);
    const page = await asked.text();
    expect(page).toContain(managePage.cancel.confirm.title);
    expect(page).toContain(managePage.cancel.confirm.yes);
    expect(page).toContain('value="confirm-cancel"');
    const db = openDatabase(running.databaseUrl);
    try {
      const status = async () =>
        (
          await db
            .selectFrom("bookings")
            .select("status")
            .where("email", "=", email)
            .executeTakeFirstOrThrow()
        ).status;
      expect(await status()).toBe("active");
      const cancelled = await running.app.submit(manage, { intent: "confirm-cancel" }, "", fresh());
      expect(cancelled.headers.get("location")).toBe(`${manage}?done=cancelled`);
      expect(await status()).toBe("cancelled");
    } finally {
      await db.destroy();
    }
    const mail = await waitFor(() => mailsTo(email, bookingMail.cancelled.title)[0]);
    expect(readableMail(mail.raw)).not.toContain("Anything to tell us");
    expect(readableMail(mail.raw)).toContain(bookingMail.bookAgain);
  });

  it("says the number back on the confirmation and in the mails, and gives a video call its own unguessable room everywhere", async () => {
    const phoned = await booked(30, {
      name: "Number Back",
      email: "number@example.co.uk",
      phone: "01632 960888",
      callKind: "phone",
    });
    const confirmation = await (await fetch(`${running.app.base}${phoned.manage}?booked`)).text();
    // The number on one line of the page, at a phone's width too.
    expect(confirmation).toContain(
      'We will phone you on <span class="whitespace-nowrap">01632 960888</span>.',
    );
    const phoneMail = await waitFor(() => mailsTo("number@example.co.uk", "Kernow Tech Consulting")[0]);
    expect(readableMail(phoneMail.raw)).toContain("We will phone you on 01632 960888.");

    const email = "video@example.co.uk";
    const video = await booked(32, { name: "Video Caller", email, callKind: "video" });
    const page = await (await fetch(`${running.app.base}${video.manage}?booked`)).text();
    const link = page.match(/https:\/\/meet\.jit\.si\/KernowTech-[a-z2-7]{26}/)?.[0];
    expect(link, "a room of its own, 128 random bits").toBeDefined();
    expect(page).not.toContain("We will email you the link");
    const [theirs, owners] = await waitFor(() => {
      const mails = [mailsTo(email, "Kernow Tech Consulting")[0], mailsTo(OWNER, "Video Caller")[0]];
      return mails.every(Boolean) && (mails as NonNullable<(typeof mails)[number]>[]);
    });
    for (const mail of [theirs!, owners!]) {
      expect(readableMail(mail.raw)).toContain(link!);
      const file = calendarOf(mail.raw)!;
      expect(file.getFirstPropertyValue("location")).toBe(link);
    }
    expect(calendarOf(theirs!.raw)!.getFirstPropertyValue("url")).toBe(link);
    const download = await (await fetch(`${running.app.base}${video.manage}/call.ics`)).text();
    expect(download).toContain(`LOCATION:${link}`);
    // Another call gets another room.
    const other = await booked(34, { name: "Other Caller", email: "other@example.co.uk", callKind: "video" });
    const otherPage = await (await fetch(`${running.app.base}${other.manage}`)).text();
    expect(otherPage).toMatch(/https:\/\/meet\.jit\.si\/KernowTech-[a-z2-7]{26}/);
    expect(otherPage).not.toContain(link!);
  });
});
