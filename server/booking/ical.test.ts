import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { company } from "../../app/content/company";
import { readCalendar as read } from "../../tests/support/calendar-files";
import { describeEachDatabase, useMigratedDatabase } from "../../tests/support/databases";
import { feedToken, feedUrl, isFeedToken, replaceFeedToken } from "./feed";
import { invitationFile, invitationType, ownerFeed, ownerInvitationFile, parameterText } from "./ical";
import type { Booking } from "./types";

const SITE = "https://www.example.co.uk";
const booking: Booking = {
  id: "5b7f0c1e-2d3a-4c5b-8e9f-0a1b2c3d4e5f",
  name: "Morwenna Tregear",
  email: "morwenna@example.co.uk",
  phone: "01632 960555",
  company: "Tregear Farms",
  topic: "Backups, and a question; with commas",
  call_kind: "phone",
  start_at: "2027-03-29T08:00:00.000Z",
  end_at: "2027-03-29T08:30:00.000Z",
  status: "active",
  manage_key: "key",
  sequence: 0,
  reminder_due_at: null,
  reminder_sent_at: null,
  cancelled_at: null,
  cancel_note: null,
  client_address: null,
  video_link: null,
  created_at: "2027-03-20T10:00:00.000Z",
  lead_status: "new",
  last_activity_at: null,
  source_page: null,
  source_referrer: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
};

describe("a booking's calendar file", () => {
  it("invites with METHOD:REQUEST, a stable UID, SEQUENCE, the consultancy as ORGANIZER and the visitor as ATTENDEE", () => {
    const text = invitationFile(booking, SITE);
    // In UTC, as stored: 09:00 BST on the Monday after the clock change.
    expect(text).toContain("DTSTART:20270329T080000Z");
    expect(text).toContain("DTEND:20270329T083000Z");
    expect(read(text)).toEqual({
      method: "REQUEST",
      events: [
        expect.objectContaining({
          uid: `${booking.id}@www.example.co.uk`,
          sequence: 0,
          start: "2027-03-29T08:00:00.000Z",
          end: "2027-03-29T08:30:00.000Z",
          status: "CONFIRMED",
          organizer: `mailto:${company.email}`,
          organizerName: company.name,
          attendee: "mailto:morwenna@example.co.uk",
          attendeeName: "Morwenna Tregear",
        }),
      ],
    });
    expect(invitationType(booking)).toBe("text/calendar; charset=utf-8; method=REQUEST");
  });

  it("keeps the UID when the call moves, with the higher SEQUENCE; cancels with METHOD:CANCEL", () => {
    const moved = {
      ...booking,
      start_at: "2027-03-30T09:00:00.000Z",
      end_at: "2027-03-30T09:30:00.000Z",
      sequence: 1,
    };
    const cancelled = { ...moved, status: "cancelled" as const, sequence: 2 };
    const first = read(invitationFile(booking, SITE)).events[0]!;
    const second = read(invitationFile(moved, SITE)).events[0]!;
    const third = read(invitationFile(cancelled, SITE));
    expect(second).toMatchObject({ uid: first.uid, sequence: 1, start: "2027-03-30T09:00:00.000Z" });
    expect(third).toMatchObject({
      method: "CANCEL",
      events: [{ uid: first.uid, sequence: 2, status: "CANCELLED" }],
    });
    expect(invitationType(cancelled)).toContain("method=CANCEL");
  });
});

describe("the owner's calendar file and feed", () => {
  const video = {
    ...booking,
    id: "6b7f0c1e-2d3a-4c5b-8e9f-0a1b2c3d4e5f",
    name: "Jenna Kitto",
    company: null,
    call_kind: "video" as const,
    phone: null,
  };

  it("names the client and their company, and says whom to phone on which number; the visitor's file keeps the visitor's side", () => {
    const owners = read(ownerInvitationFile(booking, SITE));
    const visitors = read(invitationFile(booking, SITE));
    expect(owners.method).toBe("REQUEST");
    expect(owners.events[0]).toMatchObject({
      uid: visitors.events[0]!.uid,
      sequence: 0,
      summary: "Call: Morwenna Tregear (Tregear Farms)",
      url: `${SITE}/admin/leads/booking/${booking.id}`,
      attendee: "mailto:morwenna@example.co.uk",
    });
    expect(owners.events[0]!.description).toBe(
      [
        "Phone Morwenna on 01632 960555.",
        "Company: Tregear Farms",
        "Email: morwenna@example.co.uk",
        "Topic: Backups, and a question; with commas",
        `In the back office: ${SITE}/admin/leads/booking/${booking.id}`,
      ].join("\n"),
    );
    expect(visitors.events[0]).toMatchObject({
      summary: `Free call with ${company.name}`,
      description: expect.stringContaining("We will phone you on 01632 960555."),
    });
    // Moved and cancelled, the owner's file follows the visitor's: the same SEQUENCE and method.
    const cancelled = { ...booking, status: "cancelled" as const, sequence: 2 };
    expect(read(ownerInvitationFile(cancelled, SITE))).toMatchObject({
      method: "CANCEL",
      events: [{ sequence: 2, status: "CANCELLED", summary: "Call: Morwenna Tregear (Tregear Farms)" }],
    });
  });

  it("lists the upcoming calls in the feed as the owner's file tells them", () => {
    const feed = read(ownerFeed([booking, video], SITE));
    expect(feed.method).toBeNull();
    expect(feed.events.map((e) => e.summary)).toEqual([
      "Call: Morwenna Tregear (Tregear Farms)",
      "Video call: Jenna Kitto",
    ]);
    expect(feed.events[0]!.description).toMatch(/^Phone Morwenna on 01632 960555\./);
    expect(feed.events[0]!.description).toContain("Topic: Backups, and a question; with commas");
    expect(feed.events[1]!.description).toMatch(/^Video call with Jenna\.\nEmail: morwenna@example.co.uk/);
    expect(feed.events[1]!.url).toBe(`${SITE}/admin/leads/booking/${video.id}`);
  });
});

describeEachDatabase("the owner's feed address on $name", (database) => {
  const db = useMigratedDatabase(database);

  it("has a secret token that stays the same until the owner replaces it", async () => {
    const token = await feedToken(db());
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await feedToken(db())).toBe(token);
    expect(await isFeedToken(db(), token)).toBe(true);
    expect(feedUrl(SITE, token)).toBe(`${SITE}/book/feed/${token}.ics`);
    const replaced = await replaceFeedToken(db());
    expect(replaced).not.toBe(token);
    expect(await isFeedToken(db(), token)).toBe(false);
    expect(await isFeedToken(db(), replaced)).toBe(true);
    expect(await isFeedToken(db(), "")).toBe(false);
  });
});

/** Every ATTENDEE and ORGANIZER of a file, as a standard parser reads them: value and parameters. */
function people(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").flatMap((event) =>
    ["attendee", "organizer"].flatMap((name) =>
      event.getAllProperties(name).map((property) => ({
        name,
        value: String(property.getFirstValue()).toLowerCase(),
        parameters: property.toJSON()[1] as Record<string, unknown>,
      })),
    ),
  );
}

describe("text that reaches a calendar file's parameters", () => {
  // Each would add a parameter or a second address were `"` escaped as ical-generator does (\").
  const hostile = [
    'Jo" PARTSTAT=DECLINED',
    'Jo";PARTSTAT=DECLINED;X="',
    'Jo":mailto:attacker@example.com',
    "Jo^n ^' caret^^",
    'Back\\slash; comma, colon: "quoted"',
  ];

  it("is written with RFC 6868's encoding, so every parser reads back exactly the parameters we set", () => {
    for (const name of hostile) {
      const call: Booking = { ...booking, name, company: `${name} Ltd`, topic: name };
      for (const text of [
        invitationFile(call, SITE),
        invitationFile({ ...call, status: "cancelled", sequence: 2 }, SITE),
        ownerInvitationFile(call, SITE),
        ownerFeed([call, { ...call, id: "6b7f0c1e-2d3a-4c5b-8e9f-0a1b2c3d4e5f" }], SITE),
      ]) {
        const found = people(text);
        expect(found.filter((p) => p.name === "attendee").length, name).toBeGreaterThan(0);
        for (const person of found) {
          if (person.name === "attendee") {
            expect(person.parameters, name).toEqual({
              role: "REQ-PARTICIPANT",
              partstat: "ACCEPTED",
              rsvp: "FALSE",
              cn: name.replace(/\\/g, "/"),
            });
            expect(person.value).toBe("mailto:morwenna@example.co.uk");
          } else {
            expect(person.parameters).toEqual({ cn: company.name });
            expect(person.value).toBe(`mailto:${company.email}`);
          }
        }
      }
    }
  });

  it('encodes ^, " and line breaks and drops control characters', () => {
    expect(parameterText('a^b"c\nd\u0007e')).toBe("a^^b^'c^nde");
  });
});

describe("a video call's calendar file", () => {
  it("carries the joining link as LOCATION and URL, and the owner's as LOCATION beside the booking", () => {
    const link = "https://meet.jit.si/KernowTech-abcdefghijklmnopqrstuvwxyz";
    const call: Booking = { ...booking, call_kind: "video", video_link: link };
    const visitor = new ICAL.Component(ICAL.parse(invitationFile(call, SITE))).getFirstSubcomponent(
      "vevent",
    )!;
    expect(visitor.getFirstPropertyValue("location")).toBe(link);
    expect(visitor.getFirstPropertyValue("url")).toBe(link);
    expect(String(visitor.getFirstPropertyValue("description"))).toContain(link);
    const owner = new ICAL.Component(ICAL.parse(ownerInvitationFile(call, SITE))).getFirstSubcomponent(
      "vevent",
    )!;
    expect(owner.getFirstPropertyValue("location")).toBe(link);
    expect(owner.getFirstPropertyValue("url")).toBe(`${SITE}/admin/leads/booking/${booking.id}`);
  });
});
