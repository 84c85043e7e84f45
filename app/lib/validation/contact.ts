import * as z from "~/lib/zod";

/** SPEC §3: service interest ids and labels. */
export const serviceInterests = [
  { id: "ai-consultancy", label: "AI Consultancy" },
  { id: "cyber-security", label: "Cyber Security" },
  { id: "product-architecture", label: "Product Architecture Review" },
  { id: "technical-strategy", label: "Technical Strategy Review" },
  { id: "fractional-cto", label: "Fractional CTO & CIO" },
  { id: "software-development", label: "Software Development" },
  { id: "website-design", label: "Website Design & Build" },
  { id: "hosting-sysadmin", label: "Hosting & SysAdmin" },
  { id: "digital-transformation", label: "Digital Transformation" },
  { id: "other", label: "Other" },
] as const;

export const CONTACT_LIMITS = {
  name: 50,
  email: 254,
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

// A simple address shape, with a dot that is not last, 5 to 254 characters (SPEC §5).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isValidEmail(value: string): boolean {
  return value.length >= 5 && value.length <= 254 && EMAIL_PATTERN.test(value) && !value.endsWith(".");
}

const invalidCharacters = "Invalid characters detected";
const notSuspicious = (message: string) => z.refine<string>((value) => !isSuspicious(value), message);
const name = (required: string, tooLong: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(CONTACT_LIMITS.name, tooLong),
      notSuspicious(invalidCharacters),
    );
const optionalText = (max: number, tooLong: string) =>
  z._default(
    z.optional(z.string().check(z.trim(), z.maxLength(max, tooLong), notSuspicious(invalidCharacters))),
    "",
  );

/** The contact form: one schema, used by the browser and the server, with the spec's messages. */
export const contactSchema = z.object({
  firstName: name("First name is required", "First name must be less than 50 characters"),
  lastName: name("Last name is required", "Last name must be less than 50 characters"),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Email address is required"),
      z.refine(isValidEmail, "Please enter a valid email address"),
    ),
  company: optionalText(CONTACT_LIMITS.company, "Company name must be less than 100 characters"),
  serviceInterests: z._default(z.array(z.enum(serviceInterests.map((s) => s.id))), []),
  otherService: optionalText(CONTACT_LIMITS.otherService, "Please keep this under 200 characters"),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Message is required"),
      z.maxLength(CONTACT_LIMITS.message, "Message must be less than 2000 characters"),
      notSuspicious("Message contains invalid content"),
    ),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Enquiry = z.output<typeof contactSchema>;
export type FieldErrors = Partial<Record<string, string>>;

/** First message per field, as the form shows them. */
export function fieldErrorsOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Reads the form's fields from FormData (checkboxes repeat serviceInterests). */
export function contactInputFromForm(form: FormData): Record<string, unknown> {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  return {
    firstName: text("firstName"),
    lastName: text("lastName"),
    email: text("email"),
    company: text("company"),
    serviceInterests: form.getAll("serviceInterests").filter((v) => typeof v === "string"),
    otherService: text("otherService"),
    message: text("message"),
  };
}
