import { contactLimits, serviceInterests, contactForm as words } from "~/content/contact-form";
import { notSuspicious } from "~/lib/validation/suspicious";
import { declareForm, emailField } from "~/shared/forms/declare";
import { emailInput, noControlCharacters, textInput } from "~/shared/validation/fields";
import * as z from "~/shared/zod";

const { fields } = words;

const name = (field: { required: string; tooLong: string }) =>
  textInput(field.required).check(
    z.trim(),
    z.minLength(1, field.required),
    z.maxLength(contactLimits.name, field.tooLong),
    notSuspicious(words.invalidCharacters),
    noControlCharacters(words.invalidCharacters),
  );
const optionalText = (max: number, tooLong: string) =>
  textInput(words.invalidCharacters).check(
    z.trim(),
    z.maxLength(max, tooLong),
    notSuspicious(words.invalidCharacters),
    noControlCharacters(words.invalidCharacters),
  );

/** The enquiry (SPEC §3, §5): one schema for the browser and the server, with the spec's messages. */
export const contactSchema = z.object({
  firstName: name(fields.firstName),
  lastName: name(fields.lastName),
  email: emailInput(fields.email.required, fields.email.invalid),
  company: optionalText(contactLimits.company, fields.company.tooLong),
  serviceInterests: z._default(
    z.array(
      z.enum(
        serviceInterests.map((s) => s.id),
        fields.serviceInterests.invalid,
      ),
      fields.serviceInterests.invalid,
    ),
    [],
  ),
  otherService: optionalText(contactLimits.otherService, fields.otherService.tooLong),
  message: textInput(fields.message.required).check(
    z.trim(),
    z.minLength(1, fields.message.required),
    z.maxLength(contactLimits.message, fields.message.tooLong),
    notSuspicious(fields.message.invalid),
    noControlCharacters(fields.message.invalid, { multiline: true }),
  ),
});

export type Enquiry = z.output<typeof contactSchema>;

/**
 * The contact form on the home page (SPEC §3-§5, §8): `POST /api/contact` with JavaScript, the
 * home page's action without; its inputs carry the ids SPEC §3 names. Fields in the order shown.
 */
export const contact = declareForm({
  name: "contact",
  endpoint: "/api/contact",
  schema: contactSchema,
  honeypot: true,
  fields: {
    firstName: {
      label: fields.firstName.label,
      autoComplete: "given-name",
      maxLength: contactLimits.name,
      required: true,
    },
    lastName: {
      label: fields.lastName.label,
      autoComplete: "family-name",
      maxLength: contactLimits.name,
      required: true,
    },
    email: emailField(fields.email.label),
    company: {
      label: fields.company.label,
      autoComplete: "organization",
      maxLength: contactLimits.company,
      optional: true,
    },
    serviceInterests: {
      kind: "checkboxes",
      label: fields.serviceInterests.label,
      id: "contact-services",
      optional: true,
      options: serviceInterests.map(({ id, label }) => ({ value: id, label })),
    },
    otherService: { label: fields.otherService.label, maxLength: contactLimits.otherService },
    message: {
      kind: "textarea",
      label: fields.message.label,
      maxLength: contactLimits.message,
      required: true,
    },
  },
});
