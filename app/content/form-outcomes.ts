import { counted } from "../shared/counted";
import { articlePath } from "./insights";
import type { Action } from "./types";

/**
 * What the public forms say once they have an answer, beside the specification's own messages:
 * what happens next and when, what the visitor sent, where to go next. The outcome panel
 * (app/components/forms/form-outcome.tsx) shows them for every form; each form's own are with its
 * words (contact-form.ts, resource-request-form.ts, subscribe-form.ts).
 */

export const readCaseStudy: Action = {
  label: "Read a case study",
  to: articlePath("azure-migration-costs-smes"),
  variant: "secondary",
};

export const formWords = {
  nextTitle: "What happens next",
  sentTitle: "What you sent",
  emailUs: "Email us directly",
} as const satisfies Record<string, unknown>;

/** The specification's words every form shares (SPEC §5, §8). */
export const fixFields = {
  title: "Validation Error",
  description: "Please correct the errors below and try again.",
} as const;
/** A failure's title: the specification's toasts say no more. */
export const errorTitle = "Error";
/** A field holding control characters, or markup in a name (SPEC §5 "Suspicious content"). */
export const invalidCharacters = "Invalid characters detected";
/** A limit, counted in seconds ("1 second" when one is left). */
export const waitSeconds = (seconds: number) =>
  `Please wait ${counted(seconds, "second")} before trying again.`;
export const tooManyRequests = "Too Many Requests";
/** Beside the label of a field that may be left empty. */
export const optionalMark = "(optional)";
