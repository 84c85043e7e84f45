import { describe, expect, it } from "vitest";
import { weekdays } from "~/content/booking";
import { DEFAULT_BOOKING_SETTINGS } from "~/shared/booking-settings";
import { readForm } from "~/shared/forms/declare";
import { readUkDates } from "~/shared/uk-dates";
import { type FieldErrors, validate } from "~/shared/validation/fields";
import {
  bookingSettingsDeclaration,
  hoursField,
  readNumber,
  readRanges,
  settingsFormValues,
  videoFields,
} from "./booking-settings";

/** The form as the page posts it: every field as shown for the defaults, with these typed over them. */
const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...settingsFormValues(DEFAULT_BOOKING_SETTINGS), ...values }))
    form.set(name, value);
  return form;
};

/**
 * The form read by its declaration's schema: the settings it gives, or, refused, what each field
 * was read as before the settings' rules (what the rules then refuse), with the errors.
 */
function settingsFromForm(form: FormData) {
  const input = readForm(bookingSettingsDeclaration, form) as Record<string, string>;
  const checked = validate(bookingSettingsDeclaration.schema, input);
  if (checked.ok) return { settings: checked.value, fieldErrors: {} as FieldErrors };
  const settings = {
    weeklyHours: Object.fromEntries(weekdays.map(({ key }) => [key, readRanges(input[hoursField(key)]!)])),
    blockedDates: readUkDates(input.blockedDates!).dates,
    bufferMinutes: readNumber(input.bufferMinutes!),
    minimumNoticeHours: readNumber(input.minimumNoticeHours!),
    horizonDays: readNumber(input.horizonDays!),
  };
  return { settings, fieldErrors: checked.fieldErrors };
}

describe("the booking settings form", () => {
  it("shows the settings as it reads them back", () => {
    const values = settingsFormValues(DEFAULT_BOOKING_SETTINGS);
    expect(values["weeklyHours.monday"]).toBe("09:00-17:00");
    expect(values["weeklyHours.sunday"]).toBe("");
    expect(settingsFromForm(formOf(values))).toEqual({ settings: DEFAULT_BOOKING_SETTINGS, fieldErrors: {} });
  });

  it("reads ranges as people write them, and leaves what it cannot read for the schema to refuse", () => {
    const { settings: read } = settingsFromForm(
      formOf({
        "weeklyHours.monday": "9:00 - 12:30; 13:30 to 17:00",
        "weeklyHours.tuesday": "mornings",
        blockedDates: "2027-08-02\n2027-08-03, 2027-08-04",
        bufferMinutes: "",
        minimumNoticeHours: "12",
        horizonDays: "x",
      }),
    );
    expect(read.weeklyHours.monday).toEqual([
      { start: "09:00", end: "12:30" },
      { start: "13:30", end: "17:00" },
    ]);
    expect(read.weeklyHours.tuesday).toEqual([{ start: "mornings", end: "" }]);
    expect(read.blockedDates).toEqual(["2027-08-02", "2027-08-03", "2027-08-04"]);
    expect(read.bufferMinutes).toBeNaN();
    expect(read.minimumNoticeHours).toBe(12);
    expect(read.horizonDays).toBeNaN();
  });

  it("reads blocked dates as people in the UK write them, with one from the date picker, and shows them back in UK form", () => {
    const { settings, fieldErrors } = settingsFromForm(
      formOf({ blockedDates: "24/12/2026 - 26/12/2026\n01/02/27\n", addBlockedDate: "2027-03-01" }),
    );
    expect(fieldErrors).toEqual({});
    expect(settings.blockedDates).toEqual([
      "2026-12-24",
      "2026-12-25",
      "2026-12-26",
      "2027-02-01",
      "2027-03-01",
    ]);
    expect(
      settingsFormValues({ ...DEFAULT_BOOKING_SETTINGS, blockedDates: settings.blockedDates }).blockedDates,
    ).toBe("Thu 24 Dec 2026 - Sat 26 Dec 2026\nMon 1 Feb 2027\nMon 1 Mar 2027");
  });

  it("names the line of a date it cannot read, and the other lines that fail too", () => {
    const { fieldErrors } = settingsFromForm(
      formOf({ blockedDates: "24/12/2026\n31/02/2027\nFri 24 Dec 2026\nwhenever", addBlockedDate: "soon" }),
    );
    expect(fieldErrors).toEqual({
      blockedDates: 'Line 2 ("31/02/2027") is not a real date. Lines 3 and 4 too.',
      addBlockedDate: "Pick a date with the date picker, or type it in the list",
    });
    expect(
      settingsFromForm(formOf({ blockedDates: "31/02/2027\nsoon\n24/12/2026\nlater\nwhenever" })).fieldErrors
        .blockedDates,
    ).toBe('Line 1 ("31/02/2027") is not a real date. Lines 2, 4 and 5 too.');
    expect(settingsFromForm(formOf({ blockedDates: "31/02/2027\nsoon" })).fieldErrors.blockedDates).toBe(
      'Line 1 ("31/02/2027") is not a real date. Line 2 too.',
    );
    const many = Array.from({ length: 9 }, (_, i) => `${30 + i}/02/2027`).join("\n");
    expect(settingsFromForm(formOf({ blockedDates: many })).fieldErrors.blockedDates).toBe(
      'Line 1 ("30/02/2027") is not a real date. Lines 2, 3, 4, 5, 6 and 3 more too.',
    );
    expect(settingsFromForm(formOf({ blockedDates: "Fri 24 Dec 2026" })).fieldErrors.blockedDates).toBe(
      'Line 1 ("Fri 24 Dec 2026") names the wrong day: that date is a Thursday.',
    );
  });

  it("gives the settings whole, every refusal at once keyed by its field, and leaves how links are made to a page without those fields", () => {
    const posted = (values: Record<string, string>) =>
      validate(bookingSettingsDeclaration.schema, readForm(bookingSettingsDeclaration, formOf(values)));
    expect(posted({ bufferMinutes: "30" })).toEqual({
      ok: true,
      value: { ...DEFAULT_BOOKING_SETTINGS, bufferMinutes: 30 },
    });
    expect(
      posted({
        "weeklyHours.monday": "09:00-12:45",
        bufferMinutes: "20",
        "videoLinks.kind": "room",
        "videoLinks.room": "",
      }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        "weeklyHours.monday": "Use a time on the hour or half hour, such as 09:00 or 17:30",
        bufferMinutes: "The gap between calls must be 0 to 120 minutes, in steps of 15",
        "videoLinks.room": "Give the meeting room's address, or choose a room for each call",
      },
    });
    // The start of each room's name is checked only for a room per call: with the one room it is not used.
    const oneRoom = posted({
      "videoLinks.kind": "room",
      "videoLinks.room": "https://teams.example.com/l/meetup-join/kernow",
      "videoLinks.prefix": "Kernow Tech!",
    });
    expect(oneRoom.ok && oneRoom.value.videoLinks).toEqual({
      ...DEFAULT_BOOKING_SETTINGS.videoLinks,
      kind: "room",
      room: "https://teams.example.com/l/meetup-join/kernow",
      prefix: "Kernow Tech!",
    });
    expect(posted({ "videoLinks.kind": "per-call", "videoLinks.prefix": "Kernow Tech!" })).toEqual({
      ok: false,
      fieldErrors: { "videoLinks.prefix": "Use 1 to 30 letters and digits, such as KernowTech" },
    });
    const withoutLinks = Object.fromEntries(Object.values(videoFields).map((name) => [name, ""] as const));
    const older = posted(withoutLinks);
    expect(older.ok && older.value.videoLinks).toBeUndefined();
  });

  it("counts the date picked against the most dates kept", () => {
    const dates = Array.from({ length: 400 }, (_, i) =>
      new Date(Date.UTC(2030, 0, 1 + i)).toISOString().slice(0, 10),
    );
    const full = formOf({ blockedDates: dates.join("\n") });
    expect(settingsFromForm(full).fieldErrors).toEqual({});
    full.set("addBlockedDate", "2035-06-01");
    expect(settingsFromForm(full).fieldErrors).toEqual({ blockedDates: "At most 400 blocked dates" });
    full.set("addBlockedDate", dates[0]!);
    expect(settingsFromForm(full).fieldErrors).toEqual({});
  });
});
