import { bookingLimits, callKindChoices, callKinds, bookingForm as words } from "~/content/booking";
import { invalidCharacters } from "~/content/form-outcomes";
import { notSuspicious } from "~/lib/validation/suspicious";
import { isSlotStart } from "~/shared/booking-days";
import { declareForm, emailField } from "~/shared/forms/declare";
import { emailInput, noControlCharacters, textInput } from "~/shared/validation/fields";
import * as z from "~/shared/zod";

const { fields } = words;

const optionalText = (max: number, tooLong: string, options?: { multiline?: boolean }) =>
  textInput(invalidCharacters).check(
    z.trim(),
    z.maxLength(max, tooLong),
    notSuspicious(invalidCharacters),
    noControlCharacters(invalidCharacters, options),
  );

/** Digits, spaces and + ( ) . - : a number as people write it, at least 7 digits' worth. */
const PHONE = /^[+()\d\s.-]{7,}$/;

const CALL_KINDS = Object.keys(callKinds) as [keyof typeof callKinds, ...(keyof typeof callKinds)[]];

/**
 * A booked call (DESIGN.md "Booking a call"): the slot, who to call and how. The phone is optional
 * unless the visitor asks to be phoned; an API caller that names no kind gets a phone call when it
 * gives a number and a video call otherwise. The topic follows the contact form's rules for
 * suspicious content.
 */
export const bookingSchema = z
  .object({
    start: textInput(fields.start.required).check(
      z.trim(),
      z.minLength(1, fields.start.required),
      z.refine(isSlotStart, fields.start.notOffered),
    ),
    name: textInput(fields.name.required).check(
      z.trim(),
      z.minLength(1, fields.name.required),
      z.maxLength(bookingLimits.name, fields.name.tooLong),
      notSuspicious(invalidCharacters),
      noControlCharacters(invalidCharacters),
    ),
    email: emailInput(fields.email.required, fields.email.invalid),
    callKind: z.pipe(
      z.transform((value: unknown) => (value === "" || value === null ? undefined : value)),
      z.optional(z.enum(CALL_KINDS, fields.callKind.invalid)),
    ),
    phone: optionalText(bookingLimits.phone, fields.phone.invalid).check(
      z.refine((value) => value === "" || PHONE.test(value), fields.phone.invalid),
    ),
    company: optionalText(bookingLimits.company, fields.company.tooLong),
    topic: optionalText(bookingLimits.topic, fields.topic.tooLong, { multiline: true }),
  })
  .check(
    z.refine((booking) => booking.callKind !== "phone" || booking.phone !== "", {
      message: fields.phone.needed,
      path: ["phone"],
    }),
  );

/** The code of the answer for a time someone has just taken (409): the form fetches fresh times. */
export const SLOT_TAKEN = "SLOT_TAKEN";

export type BookingInput = z.output<typeof bookingSchema>;

/** How the call happens: as chosen, else a phone call when a number is given. */
export const callKindOf = (booking: BookingInput) => booking.callKind ?? (booking.phone ? "phone" : "video");

/**
 * The booking form on /book: `POST /api/bookings` with JavaScript (and for outside callers, the
 * contract's 201 `{ id, start, end }`), the page's action without. The free times change with
 * every request: the page gives them when it draws the form.
 */
export const booking = declareForm({
  name: "booking",
  endpoint: "/api/bookings",
  schema: bookingSchema,
  honeypot: true,
  fields: {
    start: { kind: "radios", label: fields.start.label, required: true },
    name: { label: fields.name.label, autoComplete: "name", maxLength: bookingLimits.name, required: true },
    email: emailField(fields.email.label),
    callKind: {
      kind: "radios",
      label: fields.callKind.label,
      options: CALL_KINDS.map((kind) => ({ value: kind, label: callKindChoices[kind] })),
    },
    phone: {
      kind: "tel",
      label: fields.phone.label,
      autoComplete: "tel",
      maxLength: bookingLimits.phone,
    },
    company: {
      label: fields.company.label,
      autoComplete: "organization",
      maxLength: bookingLimits.company,
      optional: true,
    },
    topic: { kind: "textarea", label: fields.topic.label, maxLength: bookingLimits.topic, optional: true },
  },
});
