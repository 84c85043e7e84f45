import { firmFactLimits, firmFactsForm } from "~/content/firm-facts-form";
import { emailInput, noControlCharacters, textInput } from "~/shared/validation/fields";
import { clockTime, companyNumber, postcode, ukPhone } from "~/shared/validation/uk";
import * as z from "~/shared/zod";

const { fields } = firmFactsForm;

/** A line of words, trimmed, required, at most `max` characters. */
const line = (required: string, max = firmFactLimits.line) =>
  textInput(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(max, firmFactsForm.tooLong(max)),
    noControlCharacters(firmFactsForm.controlCharacters),
  );

/** A field read by one of the UK rules: blank says `required`, the wrong shape `invalid`, else its one written form. */
const shaped = (words: { required: string; invalid: string }, read: (typed: string) => string | undefined) =>
  z.pipe(
    textInput(words.invalid).check(
      z.trim(),
      z.minLength(1, words.required),
      z.refine((typed) => typed === "" || read(typed) !== undefined, words.invalid),
    ),
    z.transform((typed: string) => read(typed) ?? typed),
  );

const hours = z.pipe(
  textInput(fields.replyWithinHours.invalid).check(
    z.trim(),
    z.regex(/^\d{1,3}$/, fields.replyWithinHours.invalid),
    z.refine((typed) => {
      const n = Number(typed);
      return n >= firmFactLimits.replyHours.min && n <= firmFactLimits.replyHours.max;
    }, fields.replyWithinHours.invalid),
  ),
  z.transform(Number),
);

/**
 * The firm's facts as the owner sets them (docs/decisions/045), in the form they are kept: the
 * company number and postcode upper-case, the phone in its international form (E.164), the
 * opening hours as "HH:MM". What it gives is `FirmFacts`, which app/content/company.ts holds.
 */
export const firmFactsSchema = z
  .object({
    name: line(fields.name.required, firmFactLimits.name),
    legalName: line(fields.legalName.required, firmFactLimits.name),
    registrationNumber: shaped(fields.registrationNumber, companyNumber),
    street: line(fields.street.required),
    locality: line(fields.locality.required),
    region: line(fields.region.required),
    postalCode: shaped(fields.postalCode, postcode),
    phone: shaped(fields.phone, (typed) => ukPhone(typed)?.e164),
    email: emailInput(fields.email.required, fields.email.invalid),
    replyWithinHours: hours,
    opens: shaped({ required: fields.opens.invalid, invalid: fields.opens.invalid }, clockTime),
    closes: shaped({ required: fields.closes.invalid, invalid: fields.closes.invalid }, clockTime),
  })
  .check(
    z.refine((facts) => facts.opens < facts.closes, {
      message: fields.closes.beforeOpening,
      path: ["closes"],
    }),
    z.refine((facts) => facts.opens >= firmFactLimits.day.from, {
      message: fields.closes.outOfDay,
      path: ["opens"],
    }),
    z.refine((facts) => facts.closes <= firmFactLimits.day.to, {
      message: fields.closes.outOfDay,
      path: ["closes"],
    }),
  );

export type FirmFacts = z.output<typeof firmFactsSchema>;
