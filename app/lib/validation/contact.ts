import { company } from "~/content/company";
import { type EnquiryServiceId, services } from "~/content/services/catalogue";
import * as z from "~/lib/zod";
import { EMAIL_LENGTH, emailInput, noControlCharacters, textFields, textInput } from "./fields";

/** The services the contact form offers, in its order (SPEC §3). */
const enquiryServices = [
  "ai-consultancy",
  "cyber-security",
  "product-architecture-review",
  "technical-strategy-review",
  "fractional-cto-cio",
  "software-development",
  "website-design-build",
  "hosting-sysadmin",
  "digital-transformation",
] as const satisfies readonly EnquiryServiceId[];

/**
 * SPEC §3: service interest ids and labels, the catalogue's services then "Other". The ids are an
 * API contract (contact.test.ts pins them to the specification).
 */
export const serviceInterests = [
  ...enquiryServices.map((id) => ({ id: services[id].enquiryInterest, label: services[id].name })),
  { id: "other", label: "Other" },
] as const;

/** A service interest's name as people read it (an unknown id as it is). */
export const serviceLabel = (id: string): string => serviceInterests.find((s) => s.id === id)?.label ?? id;

export const CONTACT_LIMITS = {
  name: 50,
  email: EMAIL_LENGTH.max,
  company: 100,
  message: 2000,
  otherService: 200,
} as const;
export const CONTACT_COOLDOWN_MS = 30_000;

/** SPEC §5 "Suspicious content". */
const suspiciousPatterns = [
  /<\s*script/i,
  /javascript\s*:/i,
  /\bon(click|load|error|mouseover|focus)\s*=/i,
  /\beval\s*\(/i,
  /\b(document|window)\s*\./i,
  /<\s*(iframe|embed|object)\b/i,
];

export function isSuspicious(value: string): boolean {
  return suspiciousPatterns.some((pattern) => pattern.test(value));
}

const invalidCharacters = "Invalid characters detected";
const CHOOSE_SERVICES = "Please choose from the listed services";
const notSuspicious = (message: string) => z.refine<string>((value) => !isSuspicious(value), message);
const name = (required: string, tooLong: string) =>
  textInput(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(CONTACT_LIMITS.name, tooLong),
    notSuspicious(invalidCharacters),
    noControlCharacters(invalidCharacters),
  );
const optionalText = (max: number, tooLong: string) =>
  textInput(invalidCharacters).check(
    z.trim(),
    z.maxLength(max, tooLong),
    notSuspicious(invalidCharacters),
    noControlCharacters(invalidCharacters),
  );

/** The contact form: one schema, used by the browser and the server, with the spec's messages. */
export const contactSchema = z.object({
  firstName: name("First name is required", "First name must be less than 50 characters"),
  lastName: name("Last name is required", "Last name must be less than 50 characters"),
  email: emailInput("Email address is required", "Please enter a valid email address"),
  company: optionalText(CONTACT_LIMITS.company, "Company name must be less than 100 characters"),
  serviceInterests: z._default(
    z.array(
      z.enum(
        serviceInterests.map((s) => s.id),
        CHOOSE_SERVICES,
      ),
      CHOOSE_SERVICES,
    ),
    [],
  ),
  otherService: optionalText(CONTACT_LIMITS.otherService, "Please keep this under 200 characters"),
  message: textInput("Message is required").check(
    z.trim(),
    z.minLength(1, "Message is required"),
    z.maxLength(CONTACT_LIMITS.message, "Message must be less than 2000 characters"),
    notSuspicious("Message contains invalid content"),
    noControlCharacters("Message contains invalid content", { multiline: true }),
  ),
});

export type Enquiry = z.output<typeof contactSchema>;

/** Reads the form's fields from FormData (checkboxes repeat serviceInterests). */
export function contactInputFromForm(form: FormData): Record<string, unknown> {
  return {
    ...textFields(form, ["firstName", "lastName", "email", "company", "otherService", "message"]),
    serviceInterests: form.getAll("serviceInterests").filter((v) => typeof v === "string"),
  };
}

/** SPEC §5 and §8: what the contact form says, shared by the form and its page action. */
export const CONTACT_MESSAGES = {
  sent: {
    title: "Message Sent!",
    description: `Thank you for your message. We'll get back to you within ${company.replyWithin}.`,
  },
  failed: {
    title: "Error",
    description: "There was a problem sending your message. Please try again or email us directly.",
  },
  invalid: { title: "Validation Error", description: "Please correct the errors below and try again." },
  tooSoon: (seconds: number) => ({
    title: "Too Many Requests",
    description: `Please wait ${seconds} seconds before submitting again.`,
  }),
  submit: { idle: "Send Message", busy: "Sending..." },
} as const;

/** The contact form's fields in the order it shows them (focus goes to the first with an error). */
export const CONTACT_FIELD_ORDER = [
  "firstName",
  "lastName",
  "email",
  "company",
  "serviceInterests",
  "otherService",
  "message",
] as const;
