import { beforeEach, expect, it } from "vitest";
import { changeBookingSettings as saveBookingSettings } from "../../tests/support/booking-settings";
import { describeEachDatabase, useMigratedDatabase } from "../../tests/support/databases";
import { DEFAULT_BOOKING_SETTINGS, loadBookingSettings } from "./settings";

const OWNER = "owner@example.co.uk";

it("defaults to DESIGN.md's: Monday to Friday 09:00-17:00, 15 minutes between calls, 24 hours' notice, 4 weeks ahead", () => {
  const nineToFive = [{ start: "09:00", end: "17:00" }];
  expect(DEFAULT_BOOKING_SETTINGS).toEqual({
    weeklyHours: {
      monday: nineToFive,
      tuesday: nineToFive,
      wednesday: nineToFive,
      thursday: nineToFive,
      friday: nineToFive,
      saturday: [],
      sunday: [],
    },
    blockedDates: [],
    bufferMinutes: 15,
    minimumNoticeHours: 24,
    horizonDays: 28,
    // A video call gets a room of its own on Jitsi Meet (decision 040).
    videoLinks: { kind: "per-call", service: "https://meet.jit.si", prefix: "KernowTech", room: "" },
  });
});

describeEachDatabase("how video links are made, on $name", (database) => {
  const db = useMigratedDatabase(database);
  beforeEach(() => db().deleteFrom("booking_settings").execute());

  it("takes a room for each call or one meeting room, and refuses what no link can be made of", async () => {
    const room = {
      kind: "room",
      service: "https://meet.jit.si",
      prefix: "Kernow",
      room: "https://teams.microsoft.com/l/meetup-join/abc",
    };
    expect(await saveBookingSettings(db(), { videoLinks: room }, OWNER)).toMatchObject({ ok: true });
    expect((await loadBookingSettings(db())).videoLinks).toEqual(room);
    const refused = await saveBookingSettings(
      db(),
      { videoLinks: { kind: "room", service: "http://meet.example", prefix: "no spaces!", room: "" } },
      OWNER,
    );
    // The start of a room's name is not used with the one room, so not refused with it.
    expect(refused).toEqual({
      ok: false,
      fieldErrors: {
        "videoLinks.service": "Give the address in full, starting https://",
        "videoLinks.room": "Give the meeting room's address, or choose a room for each call",
      },
    });
    expect((await loadBookingSettings(db())).videoLinks).toEqual(room);
    const perCall = { ...room, kind: "per-call", prefix: "no spaces!" };
    expect(await saveBookingSettings(db(), { videoLinks: perCall }, OWNER)).toEqual({
      ok: false,
      fieldErrors: { "videoLinks.prefix": "Use 1 to 30 letters and digits, such as KernowTech" },
    });
    expect((await loadBookingSettings(db())).videoLinks).toEqual(room);
  });
});

describeEachDatabase("booking settings on $name", (database) => {
  const db = useMigratedDatabase(database);
  beforeEach(() => db().deleteFrom("booking_settings").execute());

  it("are the defaults until the owner saves, then what the owner saved; other settings stay", async () => {
    expect(await loadBookingSettings(db())).toEqual(DEFAULT_BOOKING_SETTINGS);
    const saved = await saveBookingSettings(
      db(),
      {
        weeklyHours: {
          ...DEFAULT_BOOKING_SETTINGS.weeklyHours,
          friday: [
            { start: "13:00", end: "16:00" },
            { start: "08:30", end: "12:00" },
          ],
        },
        blockedDates: ["2027-08-02", "2027-07-30", "2027-08-02"],
      },
      OWNER,
    );
    expect(saved.ok).toBe(true);
    const loaded = await loadBookingSettings(db());
    // Ranges in order of the day, dates sorted and each once.
    expect(loaded.weeklyHours.friday).toEqual([
      { start: "08:30", end: "12:00" },
      { start: "13:00", end: "16:00" },
    ]);
    expect(loaded.blockedDates).toEqual(["2027-07-30", "2027-08-02"]);
    expect(await saveBookingSettings(db(), { bufferMinutes: 30 }, OWNER)).toMatchObject({ ok: true });
    expect(await loadBookingSettings(db())).toMatchObject({
      bufferMinutes: 30,
      blockedDates: ["2027-07-30", "2027-08-02"],
    });
  });

  it("refuse a change that does not hold, naming the setting (and the day), and keep what was saved", async () => {
    const refusals: [unknown, string, string][] = [
      [{ bufferMinutes: 10 }, "bufferMinutes", "steps of 15"],
      [{ bufferMinutes: "15" }, "bufferMinutes", "0 to 120"],
      [{ minimumNoticeHours: -1 }, "minimumNoticeHours", "0 to 336"],
      [{ horizonDays: 0 }, "horizonDays", "1 to 91"],
      [{ horizonDays: 365 }, "horizonDays", "1 to 91"],
      [{ blockedDates: ["2027-02-30"] }, "blockedDates", "real dates"],
      [{ weeklyHours: { monday: [{ start: "09:15", end: "12:00" }] } }, "weeklyHours.monday", "half hour"],
      [
        { weeklyHours: { monday: [{ start: "12:00", end: "09:00" }] } },
        "weeklyHours.monday",
        "end after it starts",
      ],
      [
        {
          weeklyHours: {
            monday: [
              { start: "09:00", end: "12:00" },
              { start: "11:00", end: "13:00" },
            ],
          },
        },
        "weeklyHours.monday",
        "overlap",
      ],
      [{ weeklyHours: { tuesday: [{ start: "25:00", end: "26:00" }] } }, "weeklyHours.tuesday", "half hour"],
    ];
    for (const [changes, field, words] of refusals) {
      const result = await saveBookingSettings(db(), changes, OWNER);
      expect(result.ok, JSON.stringify(changes)).toBe(false);
      if (!result.ok) expect(result.fieldErrors[field], JSON.stringify(changes)).toContain(words);
    }
    expect(await saveBookingSettings(db(), null, OWNER)).toMatchObject({ ok: false });
    expect(await loadBookingSettings(db())).toEqual(DEFAULT_BOOKING_SETTINGS);
  });

  it("take a day's hours to midnight, and a day off as no ranges", async () => {
    const late = {
      ...DEFAULT_BOOKING_SETTINGS.weeklyHours,
      monday: [],
      saturday: [{ start: "20:00", end: "24:00" }],
    };
    expect(await saveBookingSettings(db(), { weeklyHours: late }, OWNER)).toMatchObject({ ok: true });
    expect((await loadBookingSettings(db())).weeklyHours).toMatchObject({
      monday: [],
      saturday: [{ start: "20:00", end: "24:00" }],
    });
  });
});
