import { describe, expect, it } from "vitest";
import { bookingForm } from "~/content/booking";
import { validate } from "~/shared/validation/fields";
import { callMoveDeclaration } from "./call-move";

describe("moving a call from its page", () => {
  it("takes a free time's start, and refuses anything else with the page's words before the call is looked up", () => {
    expect(validate(callMoveDeclaration.schema, { start: "2027-01-12T10:30:00Z" })).toEqual({
      ok: true,
      value: { start: "2027-01-12T10:30:00Z" },
    });
    for (const start of ["", "tomorrow", "2027-01-12 10:30", ["2027-01-12T10:30:00Z"]]) {
      const refused = validate(callMoveDeclaration.schema, { start });
      expect(refused, JSON.stringify(start)).toEqual({
        ok: false,
        fieldErrors: { start: bookingForm.fields.start.required },
      });
      if (!refused.ok)
        expect(callMoveDeclaration.invalid(refused.fieldErrors)).toBe(bookingForm.fields.start.required);
    }
  });
});
