import { beforeEach, describe, expect, it } from "vitest";
import {
  describeEachDatabase,
  useMigratedDatabase,
  usePostgresInstances,
  withoutPostgres,
} from "../../tests/support/databases";
import type { DB } from "../db";
import { createAvailability } from "./availability";
import { createBookings } from "./bookings";
import { reminderDueAt, sendDueReminders } from "./reminders";
import type { BookingChange } from "./types";

const SECRET = "test-secret-test-secret-test-secret";
const SITE = "https://www.example.co.uk";

describe("a reminder's time", () => {
  it("is 09:00 UK time the day before the call, on either side of a clock change", () => {
    const booked = Date.parse("2027-03-01T12:00:00Z");
    // Monday 29 March (BST from the 28th): Sunday 28th 09:00 BST is 08:00Z.
    expect(reminderDueAt(Date.parse("2027-03-29T10:00:00Z"), booked)).toBe("2027-03-28T08:00:00.000Z");
    // Friday 26 March: Thursday 09:00 GMT.
    expect(reminderDueAt(Date.parse("2027-03-26T10:00:00Z"), booked)).toBe("2027-03-25T09:00:00.000Z");
  });

  it("is none for a call booked after it (the confirmation has just gone)", () => {
    const call = Date.parse("2027-06-09T14:00:00Z");
    expect(reminderDueAt(call, Date.parse("2027-06-08T08:30:00Z"))).toBeNull(); // 09:30 BST the day before
    expect(reminderDueAt(call, Date.parse("2027-06-08T07:30:00Z"))).toBe("2027-06-08T08:00:00.000Z");
  });
});

/** A booking for Wednesday 9 June 2027 at 14:00Z, made on Monday: its reminder is due Tuesday 08:00Z. */
async function bookWednesday(db: DB) {
  const monday = Date.parse("2027-06-07T07:00:00Z");
  const availability = createAvailability({ db, busyIntervals: async () => [], now: () => monday });
  const bookings = createBookings({
    db,
    availability,
    signingSecret: SECRET,
    siteUrl: SITE,
    now: () => monday,
  });
  const result = await bookings.book({
    name: "Jenna Kitto",
    email: "jenna@example.co.uk",
    phone: "01632 960555",
    company: null,
    topic: null,
    callKind: "phone",
    start: Date.parse("2027-06-09T14:00:00Z"),
  });
  if (result.status !== "booked") throw new Error(`not booked: ${result.status}`);
  return { ...result, bookings, availability };
}

const DUE = Date.parse("2027-06-08T08:00:00Z");

describeEachDatabase("reminders on $name", (database) => {
  const db = useMigratedDatabase(database);
  beforeEach(async () => {
    await db().deleteFrom("booking_claims").execute();
    await db().deleteFrom("bookings").execute();
  });

  const reminders = (
    now: number,
    sent: BookingChange[],
    onChange = async (_: unknown, change: BookingChange) => void sent.push(change),
  ) => sendDueReminders({ db: db(), signingSecret: SECRET, siteUrl: SITE, now: () => now, onChange });

  it("go once, when due, with the visitor's manage link", async () => {
    const { booking } = await bookWednesday(db());
    const sent: BookingChange[] = [];
    expect(await reminders(DUE - 60_000, sent)).toBe(0);
    expect(await reminders(DUE, sent)).toBe(1);
    expect(await reminders(DUE + 60_000, sent)).toBe(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: "reminder",
      booking: { id: booking.id, reminder_sent_at: new Date(DUE).toISOString() },
    });
    expect(sent[0]!.kind === "reminder" && sent[0]!.manageLink).toMatch(
      /^https:\/\/www\.example\.co\.uk\/book\/manage\//,
    );
  });

  it("are not sent for a cancelled call, and are due again for a moved one", async () => {
    const { booking, bookings } = await bookWednesday(db());
    const sent: BookingChange[] = [];
    await reminders(DUE, sent);
    await bookings.move(booking.id, Date.parse("2027-06-10T14:00:00Z"));
    expect(await reminders(Date.parse("2027-06-09T08:00:00Z"), sent)).toBe(1);
    await bookings.cancel(booking.id, "visitor");
    await db().updateTable("bookings").set({ reminder_sent_at: null }).execute();
    expect(await reminders(Date.parse("2027-06-09T09:00:00Z"), sent)).toBe(0);
    expect(sent).toHaveLength(2);
  });

  it("are not marked sent when the mail cannot be stored, and go at the next check", async () => {
    await bookWednesday(db());
    const sent: BookingChange[] = [];
    const failing = async () => {
      throw new Error("outbox unavailable");
    };
    await expect(reminders(DUE, sent, failing)).rejects.toThrow("outbox unavailable");
    expect(await reminders(DUE + 60_000, sent)).toBe(1);
  });
});

describe.skipIf(withoutPostgres)("reminders checked by three instances at once (PostgreSQL)", () => {
  const instances = usePostgresInstances(3);

  it("send each reminder exactly once", async () => {
    for (let i = 0; i < 5; i++) {
      const [first] = instances();
      await first!.deleteFrom("booking_claims").execute();
      await first!.deleteFrom("bookings").execute();
      await bookWednesday(first!);
      const sent: BookingChange[] = [];
      const counts = await Promise.all(
        instances().flatMap((db) =>
          [0, 1].map(() =>
            sendDueReminders({
              db,
              signingSecret: SECRET,
              siteUrl: SITE,
              now: () => DUE,
              onChange: async (_, change) => void sent.push(change),
            }),
          ),
        ),
      );
      expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
      expect(sent).toHaveLength(1);
    }
  });
});
