// Light imports only: these words ship with the forms' scripts (the pages' budgets, decision 025).
// case-studies.ts, with all its words, would not (case-studies.test.ts checks the link), nor
// company.ts: the contact form's words, which need it, are in contact-form.ts.
import { articlePath } from "./insights";
import type { Action } from "./types";

/**
 * What the public forms say once they have an answer, beside the specification's own messages
 * (app/lib/validation/*): what happens next and when, what the visitor sent, where to go next.
 * The outcome panel (app/components/forms/form-outcome.tsx) shows them for every form; the
 * contact form's are in contact-form.ts.
 */

export const readCaseStudy: Action = {
  label: "Read a case study",
  to: articlePath("azure-migration-costs-smes"),
  variant: "secondary",
};

/** How long a resource's download link works (server/leads/download-links.ts). */
export const DOWNLOAD_LINK_LIFETIME = "seven days";

export const formWords = {
  nextTitle: "What happens next",
  sentTitle: "What you sent",
  /** The summary's title when fields need fixing; its sentence is the specification's. */
  fixTitle: "Please check the form",
  emailUs: "Email us directly",
  resource: {
    next: (email: string) => [
      `We have emailed a download link to ${email}. It works for ${DOWNLOAD_LINK_LIFETIME}.`,
      "Nothing after a few minutes? Look in your spam folder, or ask for it again.",
    ],
    labels: { resource: "Resource", name: "Name", email: "Email", company: "Company" },
    actions: [
      { label: "Browse the free resources", to: "/insights#resources", variant: "secondary" },
      { ...readCaseStudy, variant: "outline" },
    ],
    /** The short version in the resource's own card, once the dialog has closed. */
    sentTo: (email: string) => `Sent to ${email}. The link works for ${DOWNLOAD_LINK_LIFETIME}.`,
  },
  subscribe: {
    next: (email: string) => [
      `Confirm your address with the link we emailed to ${email}.`,
      "Then we email you when we publish a new article. Every email has a one-click unsubscribe link.",
    ],
    labels: { email: "Email" },
    actions: [readCaseStudy],
  },
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
/** A limit, counted in seconds. */
export const waitSeconds = (seconds: number) => `Please wait ${seconds} seconds before trying again.`;
export const tooManyRequests = "Too Many Requests";
