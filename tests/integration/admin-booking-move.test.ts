import { expect, it } from "vitest";
import { company } from "../../app/content/company";
import { ukDay } from "../../app/shared/booking-days";
import { textOf } from "../support/app-server";
import { visitorBooking } from "../support/bookings";
import { invitationOf } from "../support/calendar-files";
import { describeEachDatabase } from "../support/databases";
import { mimeParts } from "../support/mime-parts";
import { OWNER, ownerSite } from "../support/owner-site";
import { mailMatching, readableMail } from "../support/smtp-sink";

const TEAM = company.email;

/**
 * The owner moves a call from its page in the back office, over HTTP as the owner's browser
 * posts it without JavaScript: the free times visitors see, the visitor mailed the new time with
 * the same calendar event (UID) one SEQUENCE on, the owner's own file naming the client, and the
 * move audited. What the SMTP server receives is read as a mail program and ical.js read it.
 */
describeEachDatabase("the owner moves a call on $name", (database) => {
  const site = ownerSite(database);

  const page = (path: string) => fetch(`${site.app.base}${path}`, { headers: { Cookie: site.cookie } });
  const move = (id: string, start: string) =>
    site.app.submit(`/admin/leads/booking/${id}`, { intent: "move", start }, site.cookie);
  const book = async (email: string, start: number) => {
    const booked = await site.booking.bookings.book({
      ...visitorBooking(email, start),
      name: "Jane Doe",
      company: "Acme Ltd",
      phone: "01632 960123",
    });
    if (booked.status !== "booked") throw new Error(booked.status);
    return booked.booking;
  };

  it("moves a call to a free time: the visitor mailed with the same UID and SEQUENCE 1, the owner's file naming the client", async () => {
    const visitor = "jane.doe@acme.example.co.uk";
    const starts = await site.booking.freeStarts();
    const first = starts[0]!;
    const later = starts.find((start) => ukDay(start) !== ukDay(first))!;
    const call = await book(visitor, first);
    const uid = `${call.id}@localhost`;
    await mailMatching(site.sink, visitor, "Your call is booked");

    // The call's page offers the free times visitors see, on the asked day; its own time is not one.
    const html = await (await page(`/admin/leads/booking/${call.id}?day=${ukDay(later)}`)).text();
    expect(html).toContain("Move the call");
    expect(html).toContain(`value="${new Date(later).toISOString()}"`);
    expect(html).not.toContain(`value="${new Date(first).toISOString()}"`);

    const answer = await move(call.id, new Date(later).toISOString());
    expect(answer.status).toBe(200);
    expect(await answer.text()).toMatch(
      /Moved to \w+day \d{1,2} \w+ \d{4}, \d{2}:\d{2} to \d{2}:\d{2} (GMT|BST)\. They have been mailed/,
    );
    expect(await site.booking.bookings.find(call.id)).toMatchObject({
      start_at: new Date(later).toISOString(),
      sequence: 1,
    });

    // One calendar event, moved: the same UID, one SEQUENCE on, the new time, told from each side.
    const movedEvent = (summary: string, attendeeName: string) => ({
      method: "REQUEST",
      events: [
        expect.objectContaining({
          uid,
          sequence: 1,
          start: new Date(later).toISOString(),
          summary,
          attendeeName,
        }),
      ],
    });
    const moved = await mailMatching(site.sink, visitor, "Your call has moved");
    expect(readableMail(moved.raw)).toContain("We have had to move your call to the new time below.");
    expect(invitationOf(moved)).toMatchObject(movedEvent(`Free call with ${company.name}`, "Jane"));

    // The owner's copy: their own calendar moves too, the client named, the number to dial.
    const copy = await mailMatching(site.sink, TEAM, "You moved the call with Jane Doe of Acme Ltd");
    const ownerFile = invitationOf(copy);
    expect(ownerFile).toMatchObject(movedEvent("Call: Jane Doe (Acme Ltd)", "Jane Doe"));
    expect(ownerFile.events[0]!.description).toMatch(/^Phone Jane on 01632 960123\./);
    expect(ownerFile.events[0]!.description).not.toContain("We will phone you");
    const html_ = mimeParts(copy.raw).find((part) => part.contentType.startsWith("text/html"))!.body;
    expect(html_).toMatch(/<a href="tel:\+441632960123"[^>]*>Phone Jane on 01632 960123<\/a>/);

    const audit = await site.booking.db
      .selectFrom("audit_log")
      .select(["actor", "action", "detail"])
      .where("target", "=", `booking:${call.id}`)
      .execute();
    expect(audit).toEqual([
      {
        actor: OWNER,
        action: "booking.move",
        detail: `${new Date(first).toISOString()} -> ${new Date(later).toISOString()}`,
      },
    ]);
    // Its old time is free again for anyone.
    expect(await site.booking.availability.check(first)).toBe("free");
  });

  it("refuses a time that is taken, not offered or not a time, and a call that is not booked, changing nothing", async () => {
    const starts = await site.booking.freeStarts(6);
    const call = await book("jory.doe@acme.example.co.uk", starts[0]!);
    const other = await book("tamsin.doe@acme.example.co.uk", starts[4]!);

    const taken = await move(call.id, other.start_at);
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain("That time has just gone");
    const offGrid = new Date(starts[0]! + 10 * 60_000).toISOString();
    const notOffered = await move(call.id, offGrid);
    expect(notOffered.status).toBe(400);
    expect(await notOffered.text()).toContain("That time is not one we offer.");
    expect((await move(call.id, "tomorrow at ten")).status).toBe(400);
    // No time chosen: the field's message said once, not under "Please choose a time".
    const noTime = await move(call.id, "");
    expect(noTime.status).toBe(400);
    const noTimeText = await textOf(noTime);
    expect(noTimeText).toContain("Please choose a time for the call");
    expect(noTimeText.split("Please choose a time")).toHaveLength(2);
    expect(await site.booking.bookings.find(call.id)).toMatchObject({ start_at: call.start_at, sequence: 0 });

    await site.booking.bookings.cancel(other.id, "visitor");
    const cancelled = await move(other.id, new Date(starts[8]!).toISOString());
    expect(cancelled.status).toBe(409);
    expect(await cancelled.text()).toContain("This call is not booked any more.");
    expect((await move("00000000-0000-4000-8000-000000000000", other.start_at)).status).toBe(404);
    // Another site's page cannot make the owner's browser move a call; nor can anyone but the owner.
    const forged = await site.app.submit(
      `/admin/leads/booking/${call.id}`,
      { intent: "move", start: new Date(starts[2]!).toISOString() },
      site.cookie,
      { Origin: "https://evil.example" },
    );
    expect(forged.status).toBe(403);
    const stranger = await site.app.submit(`/admin/leads/booking/${call.id}`, {
      intent: "move",
      start: new Date(starts[2]!).toISOString(),
    });
    expect(stranger.status).toBe(404);
    expect(await site.booking.bookings.find(call.id)).toMatchObject({ start_at: call.start_at, sequence: 0 });
    const audit = await site.booking.db
      .selectFrom("audit_log")
      .select("target")
      .where("action", "=", "booking.move")
      .execute();
    expect(audit.map((entry) => entry.target)).not.toContain(`booking:${call.id}`);
  });
});
