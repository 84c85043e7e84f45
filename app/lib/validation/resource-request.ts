import * as z from "~/lib/zod";
import { isValidEmail } from "./contact";

/** SPEC §5 "Resource form" and §9: input limits; values are trimmed before they are checked or sent. */
export const RESOURCE_LIMITS = { name: 50, email: 254, company: 100 } as const;
/** SPEC §9: the success view closes itself after three seconds. */
export const RESOURCE_SUCCESS_CLOSE_MS = 3000;

export const MISSING_INFORMATION = {
  title: "Missing Information",
  description: "Please fill in all required fields.",
} as const;
export const INVALID_EMAIL = {
  title: "Invalid Email",
  description: "Please enter a valid email address.",
} as const;
/** SPEC §8: the notices and views of a request, shared by the dialog, the page form and the action. */
export const RESOURCE_FAILURE = {
  title: "Error",
  description: "Failed to process your request. Please try again.",
} as const;
export const RESOURCE_READY = {
  title: "Resource Ready!",
  description: "Check your email for the download instructions.",
} as const;
export const RESOURCE_SUCCESS = {
  title: "Resource Request Successful!",
  description: "Check your email for download instructions and next steps.",
} as const;
export const RESOURCE_SUBMIT_LABEL = { idle: "Send Me the Resource", busy: "Processing..." } as const;

const required = (max: number, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(1, MISSING_INFORMATION.description), z.maxLength(max, tooLong));
const chosen = z.string().check(z.trim(), z.minLength(1, "Please choose a resource."));

/**
 * The resource request (SPEC §3): one schema for the dialog and the server. The messages are the
 * spec's notice descriptions; `resourceNotice` gives the notice title for the first problem.
 */
export const resourceRequestSchema = z.object({
  name: required(RESOURCE_LIMITS.name, "Name must be 50 characters or fewer."),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, MISSING_INFORMATION.description),
      z.refine(isValidEmail, INVALID_EMAIL.description),
    ),
  company: required(RESOURCE_LIMITS.company, "Company must be 100 characters or fewer."),
  resourceTitle: chosen,
  resourceType: chosen,
});

export type ResourceRequest = z.output<typeof resourceRequestSchema>;

/** The notice (toast) for a set of field errors: a blank field outranks a malformed email (SPEC §5 order). */
export function resourceNotice(fieldErrors: Partial<Record<string, string>>): {
  title: string;
  description: string;
} {
  const messages = Object.values(fieldErrors);
  if (messages.includes(MISSING_INFORMATION.description)) return MISSING_INFORMATION;
  if (messages.includes(INVALID_EMAIL.description)) return INVALID_EMAIL;
  return { title: RESOURCE_FAILURE.title, description: messages[0] ?? RESOURCE_FAILURE.description };
}

export function resourceInputFromForm(form: FormData) {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    email: text("email"),
    company: text("company"),
    resourceTitle: text("resourceTitle"),
    resourceType: text("resourceType"),
  };
}
