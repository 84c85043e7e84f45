import type { FormOutcome } from "~/lib/forms/post-form";
import * as z from "~/lib/zod";
import {
  EMAIL_LENGTH,
  emailInput,
  type FieldErrors,
  noControlCharacters,
  textFields,
  textInput,
} from "./fields";

/** SPEC §5 "Resource form" and §9: input limits; values are trimmed before they are checked or sent. */
export const RESOURCE_LIMITS = { name: 50, email: EMAIL_LENGTH.max, company: 100 } as const;
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

/** Each field's own message; any of them means the spec's 'Missing Information' notice. */
const MISSING = {
  name: "Please enter your name.",
  email: "Please enter your email address.",
  company: "Please enter your company name.",
} as const;
const INVALID_CHARACTERS = "Invalid characters detected";

const required = (missing: string, max: number, tooLong: string) =>
  textInput(missing).check(
    z.trim(),
    z.minLength(1, missing),
    z.maxLength(max, tooLong),
    noControlCharacters(INVALID_CHARACTERS),
  );
const chosen = textInput("Please choose a resource.").check(
  z.trim(),
  z.minLength(1, "Please choose a resource."),
  noControlCharacters("Please choose a resource."),
);

/**
 * The resource request (SPEC §3): one schema for the dialog, the page form and the server. Each
 * field says what is wrong with it; `resourceNotice` gives the spec's notice for the whole form.
 */
export const resourceRequestSchema = z.object({
  name: required(MISSING.name, RESOURCE_LIMITS.name, "Name must be 50 characters or fewer."),
  email: emailInput(MISSING.email, INVALID_EMAIL.description),
  company: required(MISSING.company, RESOURCE_LIMITS.company, "Company must be 100 characters or fewer."),
  resourceTitle: chosen,
  resourceType: chosen,
});

export type ResourceRequest = z.output<typeof resourceRequestSchema>;

/** The notice (toast) for a set of field errors: a blank field outranks a malformed email (SPEC §5 order). */
export function resourceNotice(fieldErrors: FieldErrors): { title: string; description: string } {
  const messages = Object.values(fieldErrors);
  const missing: readonly string[] = Object.values(MISSING);
  if (messages.some((message) => message !== undefined && missing.includes(message)))
    return MISSING_INFORMATION;
  if (messages.includes(INVALID_EMAIL.description)) return INVALID_EMAIL;
  return { title: RESOURCE_FAILURE.title, description: messages[0] ?? RESOURCE_FAILURE.description };
}

export function resourceInputFromForm(form: FormData) {
  return textFields(form, ["name", "email", "company", "resourceTitle", "resourceType"]);
}

type Notice = { title: string; description: string };

/** The notice for a failed request: field problems, too many requests, or the spec's 'Error'. */
export function resourceFailureNotice(failure: {
  fieldErrors?: FieldErrors;
  tooSoon?: string;
  error?: string;
}): Notice {
  if (failure.fieldErrors) return resourceNotice(failure.fieldErrors);
  if (failure.tooSoon) return { title: "Too Many Requests", description: failure.tooSoon };
  return RESOURCE_FAILURE;
}

/** The same, for what the enhanced form heard back from the server (lib/forms/post-form.ts). */
export function resourceOutcomeNotice(outcome: Exclude<FormOutcome, { kind: "sent" }>): Notice {
  // SPEC §8: a failure is logged (here, where the form hears it: not on every render of its
  // notice); the visitor sees the general notice.
  if (outcome.kind === "failed") console.error("Resource request failed:", outcome.error);
  return resourceFailureNotice({
    fieldErrors: outcome.kind === "invalid" ? outcome.fieldErrors : undefined,
    tooSoon: outcome.kind === "too-soon" ? outcome.error : undefined,
    error: outcome.error,
  });
}
