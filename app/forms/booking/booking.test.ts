import { describe, expect, it } from "vitest";
import { bookingForm } from "~/content/booking";
import { isSlotStart } from "~/shared/booking-days";
import { validate } from "~/shared/validation/fields";
import { bookingSchema, callKindOf } from "./booking";

const valid = {
  start: "2027-01-12T10:00:00.000Z",
  name: "Morwenna Tregear",
  email: "Morwenna@Example.co.uk",
};
const fields = bookingForm.fields;

describe("the booking form's schema, on both sides", () => {
  it("takes the contract's fields, trims them and lower-cases the address", () => {
    const checked = validate(bookingSchema, {
      ...valid,
      name: "  Morwenna Tregear ",
      company: "",
      topic: "",
    });
    expect(checked).toEqual({
      ok: true,
      value: {
        ...valid,
        email: "morwenna@example.co.uk",
        phone: "",
        company: "",
        topic: "",
        callKind: undefined,
      },
    });
  });

  it("calls a visitor who gives a number and names no kind; a video call otherwise", () => {
    const withPhone = validate(bookingSchema, { ...valid, phone: "+44 1632 960555" });
    const without = validate(bookingSchema, valid);
    if (!withPhone.ok || !without.ok) throw new Error("refused");
    expect([callKindOf(withPhone.value), callKindOf(without.value)]).toEqual(["phone", "video"]);
    const chosen = validate(bookingSchema, { ...valid, phone: "01632 960555", callKind: "video" });
    expect(chosen.ok && callKindOf(chosen.value)).toBe("video");
  });

  it("asks for a number when the visitor asks to be called", () => {
    expect(validate(bookingSchema, { ...valid, callKind: "phone" })).toEqual({
      ok: false,
      fieldErrors: { phone: fields.phone.needed },
    });
  });

  it("refuses what is not a slot's start with the time's own message", () => {
    for (const start of [
      "2027-01-12",
      "2027-01-12T10:00",
      "2027-01-12T10:00:30Z",
      "2027-13-12T10:00:00Z",
      "x",
    ])
      expect(isSlotStart(start), start).toBe(false);
    expect(isSlotStart("2027-01-12T10:30:00Z")).toBe(true);
    expect(validate(bookingSchema, { ...valid, start: "" })).toMatchObject({
      fieldErrors: { start: fields.start.required },
    });
  });
});
