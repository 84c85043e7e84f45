import { bookingForm } from "~/content/booking";
import { isSlotStart } from "~/shared/booking-days";
import { declareForm } from "~/shared/forms/declare";
import { textInput } from "~/shared/validation/fields";
import * as z from "~/shared/zod";

const start = bookingForm.fields.start;

/**
 * A call moved from its page (`/book/manage/<token>`) to another free time, posted without
 * JavaScript: one of the times offered, by its start (checked again against the free times).
 * The link's token in the page's address is its authority.
 */
export const callMoveDeclaration = declareForm({
  name: "call-move",
  intent: "move",
  schema: z.object({ start: textInput(start.required).check(z.refine(isSlotStart, start.required)) }),
  invalid: (fieldErrors) => fieldErrors.start ?? start.required,
  fields: { start: { kind: "radios", label: start.label } },
});
