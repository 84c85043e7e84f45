import { downloadLinkLifetime } from "./download-links";
import { errorTitle, readCaseStudy } from "./form-outcomes";
import type { Resource } from "./resources";
import type { Action } from "./types";

/** SPEC §5 "Resource form" and §9: what a request takes; values are trimmed before they are checked. */
export const resourceLimits = { name: 50, company: 100 } as const;
/** SPEC §9: the dialog's success view closes itself after three seconds. */
export const RESOURCE_SUCCESS_CLOSE_MS = 3000;

/**
 * The free resource request's words (SPEC §3-§5, §8, §9), for the dialog, the page form and the
 * server: each field's label and messages, the notices, the views.
 */
export const resourceRequestForm = {
  fields: {
    name: {
      label: "Full name",
      missing: "Please enter your name.",
      tooLong: `Name must be ${resourceLimits.name} characters or fewer.`,
    },
    email: { label: "Email address", missing: "Please enter your email address." },
    company: {
      label: "Company",
      missing: "Please enter your company name.",
      tooLong: `Company must be ${resourceLimits.company} characters or fewer.`,
    },
    resource: {
      missing: "Please choose a resource.",
      unknown: "Please choose one of the free resources listed on our insights page.",
    },
  },
  /** The notices (toasts, and the summary's title) for what went wrong, in the spec's words. */
  missingInformation: { title: "Missing Information", description: "Please fill in all required fields." },
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address." },
  unknownResource: "Unknown resource",
  failure: { title: errorTitle, description: "Failed to process your request. Please try again." },
  ready: { title: "Resource Ready!", description: "Check your email for the download instructions." },
  success: {
    title: "Resource Request Successful!",
    description: "Check your email for download instructions and next steps.",
  },
  submit: { idle: "Send Me the Resource", busy: "Processing..." },
  button: {
    label: "Request Free Resource",
    named: (resource: Resource) => `Request Free Resource: ${resource.title}`,
  },
  dialog: {
    title: (resource: Pick<Resource, "type">) => `Get your free ${resource.type.toLowerCase()}`,
    description: (resource: Pick<Resource, "title">) =>
      `Tell us where to send the ${resource.title}. We'll email you a download link straight away.`,
    privacy: "We use your details to send you the resource and to let our team know of your request. See our",
    privacyLink: "privacy policy",
    cancel: "Cancel",
  },
  page: {
    title: (resource: Resource) => `Request the ${resource.title}`,
    intro: (resource: Resource) =>
      `${resource.description} Tell us where to send it and we'll email you a download link straight away.`,
  },
} as const;

/** The Request button of each resource on /insights (a link to the page's own request form). */
export const resourceRequestButton = {
  label: "Request Free Resource",
  named: (resource: Resource) => `Request Free Resource: ${resource.title}`,
} as const;

/** What a request shows once sent (the outcome panel): next steps, labels, actions. */
export const resourceOutcome = {
  next: (email: string) => [
    `We have emailed a download link to ${email}. It works for ${downloadLinkLifetime}.`,
    "Nothing after a few minutes? Look in your spam folder, or ask for it again.",
  ],
  labels: { resource: "Resource", name: "Name", email: "Email", company: "Company" },
  actions: [
    { label: "Browse the free resources", to: "/insights#resources", variant: "secondary" },
    { ...readCaseStudy, variant: "outline" },
  ],
  /** The short version in the resource's own card, once the dialog has closed. */
  sentTo: (email: string) => `Sent to ${email}. The link works for ${downloadLinkLifetime}.`,
} as const satisfies { actions: readonly Action[] } & Record<string, unknown>;
