import { describe, expect, it } from "vitest";
import { DEFAULT_BOOKING_SETTINGS } from "../../server/booking/settings";
import { settingsFormValues, settingsFromForm } from "./booking-settings-form";

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
};

describe("the booking settings form", () => {
  it("shows the settings as it reads them back", () => {
    const values = settingsFormValues(DEFAULT_BOOKING_SETTINGS);
    expect(values["weeklyHours.monday"]).toBe("09:00-17:00");
    expect(values["weeklyHours.sunday"]).toBe("");
    expect(settingsFromForm(formOf(values))).toEqual(DEFAULT_BOOKING_SETTINGS);
  });

  it("reads ranges as people write them, and leaves what it cannot read for the schema to refuse", () => {
    const read = settingsFromForm(
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
});
