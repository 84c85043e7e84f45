import { beforeEach, describe, expect, it } from "vitest";
import { changeBookingSettings } from "../../tests/support/booking-settings";
import {
  describeEachDatabase,
  useMigratedDatabase,
  usePostgresInstances,
  withoutPostgres,
} from "../../tests/support/databases";
import type { DB } from "../db";
import { createAvailability } from "./availability";
import { createBookings, deleteBookings, type NewBooking } from "./bookings";
import type { BusyInterval } from "./busy-intervals";
import type { BookingChange } from "./types";

// Monday 7 June 2027, 08:00 BST: with 24 hours' notice the first call is Tuesday 09:00 BST (08:00Z).
const MONDAY = Date.parse("2027-06-07T07:00:00Z");
const at = (time: string) => Date.parse(`2027-06-08T${time}:00Z`); // Tuesday, UTC
const visitor = (start: number, name = "Morwenna Tregear"): NewBooking => ({
  name,
  email: "morwenna@example.co.uk",
  phone: null,
  company: "Tregear Farms",
  topic: "Backups",
  callKind: "video",
  start,
  source: { source_page: "/book" },
});

/** The booking services on one database, on a clock and busy calendar the test sets. */
function services(db: DB, clock = { now: MONDAY }, busy: BusyInterval[] = []) {
  const changes: BookingChange[] = [];
  const availability = createAvailability({ db, busyIntervals: async () => busy, now: () => clock.now });
  const bookings = createBookings({
    db,
    availability,
    signingSecret: "test-secret-test-secret-test-secret",
    siteUrl: "https://www.example.co.uk",
    now: () => clock.now,
    onChange: async (_, change) => void changes.push(change),
  });
  return { availability, bookings, changes, clock, busy };
}

describeEachDatabase("booking a call on $name", (database) => {
  const db = useMigratedDatabase(database);
  let s: ReturnType<typeof services>;
  beforeEach(async () => {
    await db().deleteFrom("booking_claims").execute();
    await db().deleteFrom("bookings").execute();
    await db().deleteFrom("booking_settings").execute();
    s = services(db());
  });
  const claims = async () =>
    (await db().selectFrom("booking_claims").select("instant").orderBy("instant").execute()).map(
      (c) => c.instant,
    );
  const offered = async (day = "2027-06-08") =>
    (await s.availability.slots({ from: day, days: 1 })).slots.map((slot) => slot.start.slice(11, 16));

  it("offers the free slots in UTC with the owner's time zone named", async () => {
    const answer = await s.availability.slots({ from: "2027-06-08", days: 3 });
    expect(answer.timeZone).toBe("Europe/London");
    expect(answer.slots).toHaveLength(48);
    expect(answer.slots[0]).toEqual({ start: "2027-06-08T08:00:00.000Z", end: "2027-06-08T08:30:00.000Z" });
  });

  it("books a free slot, claims its quarter-hours with the buffer, and takes it off the offer", async () => {
    const result = await s.bookings.book(visitor(at("10:00")));
    expect(result.status).toBe("booked");
    if (result.status !== "booked") return;
    expect(result.booking).toMatchObject({
      start_at: "2027-06-08T10:00:00.000Z",
      end_at: "2027-06-08T10:30:00.000Z",
      status: "active",
      sequence: 0,
      lead_status: "new",
      source_page: "/book",
    });
    expect(result.manageLink).toMatch(/^https:\/\/www\.example\.co\.uk\/book\/manage\//);
    expect(await claims()).toEqual([
      "2027-06-08T10:00:00.000Z",
      "2027-06-08T10:15:00.000Z",
      "2027-06-08T10:30:00.000Z",
    ]);
    const left = await offered();
    expect(left).not.toContain("09:30"); // would end at 10:00: no gap before the call
    expect(left).not.toContain("10:00");
    expect(left).not.toContain("10:30"); // no gap after
    expect(left).toEqual(expect.arrayContaining(["09:00", "11:00"]));
    expect(s.changes.map((c) => c.kind)).toEqual(["booked"]);
  });

  it("refuses a taken slot, and one too close to a booking, as taken", async () => {
    await s.bookings.book(visitor(at("10:00")));
    expect(await s.bookings.book(visitor(at("10:00"), "Second"))).toEqual({ status: "taken" });
    expect(await s.bookings.book(visitor(at("10:30"), "Third"))).toEqual({ status: "taken" });
    expect((await s.bookings.book(visitor(at("11:00"), "Fourth"))).status).toBe("booked");
  });

  it("books every time it offers after the owner lowers the gap, and keeps the new gap after raising it", async () => {
    // Booked with the default 15 minutes' gap, whose claims reach 10:45; then the owner lowers it.
    expect((await s.bookings.book(visitor(at("10:00")))).status).toBe("booked");
    expect((await changeBookingSettings(db(), { bufferMinutes: 0 }, "owner@example.co.uk")).ok).toBe(true);
    const times = await offered();
    expect(times).toEqual(expect.arrayContaining(["10:30", "11:30"]));
    // Every time offered that day is bookable (10:30 UTC, next to the call, was refused as taken).
    for (const [i, time] of times.entries())
      expect((await s.bookings.book(visitor(at(time), `Visitor ${i}`))).status, time).toBe("booked");
    expect(await offered()).toEqual([]);
    // Raised again: the calls already closer than the gap stay; nothing new is offered between them.
    expect((await changeBookingSettings(db(), { bufferMinutes: 30 }, "owner@example.co.uk")).ok).toBe(true);
    expect(await offered()).toEqual([]);
  });

  it("refuses a start years away (9999, year 0) as never offered, and answers no day past the horizon", async () => {
    for (const start of ["9999-12-31T10:00:00Z", "0000-01-03T10:00:00Z", "2999-06-08T10:00:00Z"])
      expect(await s.bookings.book(visitor(Date.parse(start))), start).toEqual({ status: "not offered" });
    expect((await s.availability.slots({ from: "9999-12-31" })).slots).toEqual([]);
    const booked = await s.bookings.book(visitor(at("10:00")));
    if (booked.status !== "booked") throw new Error("not booked");
    expect(await s.bookings.move(booked.booking.id, Date.parse("9999-12-31T10:00:00Z"))).toEqual({
      status: "not offered",
    });
  });

  it("refuses a busy time in the owner's calendar as taken", async () => {
    s.busy.push({ start: at("12:10"), end: at("12:20") });
    expect(await s.bookings.book(visitor(at("12:00")))).toEqual({ status: "taken" });
  });

  it("refuses what is never offered: off the grid, past, too soon, beyond the horizon, a weekend, a bank holiday", async () => {
    for (const start of [
      at("10:10"),
      Date.parse("2027-06-01T10:00:00Z"),
      Date.parse("2027-06-07T13:00:00Z"), // today: within the notice
      Date.parse("2027-07-20T10:00:00Z"),
      Date.parse("2027-06-12T10:00:00Z"), // Saturday
      Date.parse("2027-08-30T10:00:00Z"), // Summer bank holiday
      Number.NaN,
    ]) {
      expect(await s.bookings.book(visitor(start))).toEqual({ status: "not offered" });
    }
    expect(await db().selectFrom("bookings").select("id").execute()).toEqual([]);
  });

  it("books either side of both clock changes at 09:00 UK time", async () => {
    s.clock.now = Date.parse("2027-03-22T12:00:00Z");
    for (const start of ["2027-03-25T09:00:00Z", "2027-03-30T08:00:00Z"]) {
      expect(await s.bookings.book(visitor(Date.parse(start)))).toMatchObject({ status: "booked" });
    }
    // 09:00Z on the 30th is 10:00 BST: still free; 08:00Z on the 25th is 08:00 GMT: before hours.
    expect(await s.bookings.book(visitor(Date.parse("2027-03-25T08:00:00Z")))).toEqual({
      status: "not offered",
    });
    s.clock.now = Date.parse("2027-10-27T12:00:00Z");
    for (const start of ["2027-10-29T08:00:00Z", "2027-11-01T09:00:00Z"]) {
      expect(await s.bookings.book(visitor(Date.parse(start)))).toMatchObject({ status: "booked" });
    }
    expect(await s.bookings.book(visitor(Date.parse("2027-11-01T08:00:00Z")))).toEqual({
      status: "not offered",
    });
  });

  it("frees a deleted booking's time (erasure deletes its claims with it)", async () => {
    const booked = await s.bookings.book(visitor(at("10:00")));
    if (booked.status !== "booked") throw new Error("not booked");
    await deleteBookings(db(), [booked.booking.id]);
    expect(await claims()).toEqual([]);
    expect((await s.bookings.book(visitor(at("10:00"), "Next"))).status).toBe("booked");
  });

  it("follows the owner's settings as soon as they are saved", async () => {
    expect(
      await changeBookingSettings(db(), { blockedDates: ["2027-06-08"] }, "owner@example.co.uk"),
    ).toMatchObject({ ok: true });
    expect(await offered()).toEqual([]);
    expect(await s.bookings.book(visitor(at("10:00")))).toEqual({ status: "not offered" });
  });

  it("cancels: the time is free again, SEQUENCE goes up, the note is kept; twice is refused", async () => {
    const booked = await s.bookings.book(visitor(at("10:00")));
    if (booked.status !== "booked") throw new Error("not booked");
    const cancelled = await s.bookings.cancel(booked.booking.id, "owner", "Sorry, I am ill that day");
    expect(cancelled).toMatchObject({
      status: "cancelled",
      booking: { status: "cancelled", sequence: 1, cancel_note: "Sorry, I am ill that day" },
    });
    expect(await claims()).toEqual([]);
    expect(await offered()).toContain("10:00");
    expect(await s.bookings.cancel(booked.booking.id, "visitor")).toEqual({ status: "not active" });
    expect(await s.bookings.cancel("00000000-0000-0000-0000-000000000000", "visitor")).toEqual({
      status: "not found",
    });
    expect(s.changes.map((c) => c.kind)).toEqual(["booked", "cancelled"]);
  });

  it("moves: frees the old time and takes the new in one go, SEQUENCE + 1; a taken time leaves it as it was", async () => {
    const booked = await s.bookings.book(visitor(at("10:00")));
    const other = await s.bookings.book(visitor(at("14:00"), "Other"));
    if (booked.status !== "booked" || other.status !== "booked") throw new Error("not booked");
    // Half an hour later overlaps its own buffer: a booking does not stand in its own way.
    const moved = await s.bookings.move(booked.booking.id, at("10:30"));
    expect(moved).toMatchObject({
      status: "moved",
      booking: { start_at: "2027-06-08T10:30:00.000Z", sequence: 1 },
    });
    expect(await s.bookings.move(booked.booking.id, at("14:00"))).toEqual({ status: "taken" });
    expect(await s.bookings.move(booked.booking.id, at("10:10"))).toEqual({ status: "not offered" });
    expect(await s.bookings.find(booked.booking.id)).toMatchObject({
      start_at: "2027-06-08T10:30:00.000Z",
      sequence: 1,
    });
    expect(await claims()).toEqual([
      "2027-06-08T10:30:00.000Z",
      "2027-06-08T10:45:00.000Z",
      "2027-06-08T11:00:00.000Z",
      "2027-06-08T14:00:00.000Z",
      "2027-06-08T14:15:00.000Z",
      "2027-06-08T14:30:00.000Z",
    ]);
    expect(await offered()).toContain("09:30");
    await s.bookings.cancel(booked.booking.id, "visitor");
    expect(await s.bookings.move(booked.booking.id, at("12:00"))).toEqual({ status: "not active" });
  });

  it("marks a call held or no-show once it has started, not before", async () => {
    const booked = await s.bookings.book(visitor(at("10:00")));
    if (booked.status !== "booked") throw new Error("not booked");
    expect(await s.bookings.markOutcome(booked.booking.id, "held")).toEqual({ status: "not started" });
    s.clock.now = at("10:05");
    expect(await s.bookings.markOutcome(booked.booking.id, "no_show")).toMatchObject({
      status: "marked",
      booking: { status: "no_show" },
    });
    expect(await s.bookings.markOutcome(booked.booking.id, "held")).toMatchObject({
      status: "marked",
      booking: { status: "held" },
    });
  });

  it("a manage link works until the call starts; an altered, cancelled or erased one does not", async () => {
    const booked = await s.bookings.book(visitor(at("10:00")));
    const other = await s.bookings.book(visitor(at("15:00"), "Other"));
    if (booked.status !== "booked" || other.status !== "booked") throw new Error("not booked");
    const token = decodeURIComponent(booked.manageLink.split("/").at(-1)!);
    expect(await s.bookings.findByManageToken(token)).toMatchObject({
      status: "ok",
      booking: { id: booked.booking.id },
    });
    const otherToken = decodeURIComponent(other.manageLink.split("/").at(-1)!);
    const swapped = `${other.booking.id}.${token.split(".")[1]}`;
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [altered, swapped, otherToken.split(".")[0]!, "", "x".repeat(5000)]) {
      expect(await s.bookings.findByManageToken(bad)).toEqual({ status: "invalid" });
    }
    s.clock.now = at("10:00");
    expect((await s.bookings.findByManageToken(token)).status).toBe("started");
    await s.bookings.cancel(other.booking.id, "visitor");
    expect((await s.bookings.findByManageToken(otherToken)).status).toBe("cancelled");
    await db().deleteFrom("bookings").where("id", "=", other.booking.id).execute();
    expect(await s.bookings.findByManageToken(otherToken)).toEqual({ status: "invalid" });
  });

  it("stores nothing when the change's mails cannot be stored (the hook fails)", async () => {
    const failing = createBookings({
      db: db(),
      availability: s.availability,
      signingSecret: "test-secret-test-secret-test-secret",
      siteUrl: "https://www.example.co.uk",
      now: () => MONDAY,
      onChange: async () => {
        throw new Error("outbox unavailable");
      },
    });
    await expect(failing.book(visitor(at("10:00")))).rejects.toThrow("outbox unavailable");
    expect(await db().selectFrom("bookings").select("id").execute()).toEqual([]);
    expect(await claims()).toEqual([]);
  });

  it("50 simultaneous bookings of one slot: exactly one is booked", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => s.bookings.book(visitor(at("10:00"), `Visitor ${i}`))),
    );
    expect(results.filter((r) => r.status === "booked")).toHaveLength(1);
    expect(results.filter((r) => r.status === "taken")).toHaveLength(49);
    expect(await db().selectFrom("bookings").select("id").execute()).toHaveLength(1);
  });
});

describe.skipIf(withoutPostgres)("booking one slot from two instances at once (PostgreSQL)", () => {
  const instances = usePostgresInstances(2);

  it("50 visitors over two instances, and overlapping slots: exactly one call in the time", async () => {
    const [a, b] = instances().map((db) => services(db)) as [
      ReturnType<typeof services>,
      ReturnType<typeof services>,
    ];
    // Every other visitor asks half an hour later: within the buffer, so one call in all.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? a : b).bookings.book(visitor(at(i % 4 < 2 ? "10:00" : "10:30"), `Visitor ${i}`)),
      ),
    );
    expect(results.filter((r) => r.status === "booked")).toHaveLength(1);
    expect(results.filter((r) => r.status === "taken")).toHaveLength(49);
    expect(await instances()[1]!.selectFrom("bookings").select("id").execute()).toHaveLength(1);
  });
});
