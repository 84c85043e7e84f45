import { errorTitle } from "./form-outcomes";
import type { Resource } from "./resources";

/** SPEC §5 "Resource form" and §9: what a request takes; values are trimmed before they are checked. */
export const resourceLimits = { name: 50, company: 100 } as const;
/** SPEC §9: the dialog's success view closes itself after three seconds. */
export const RESOURCE_SUCCESS_CLOSE_MS = 3000;

/**
 * The free resource request's words (SPEC §3-§5, §8, §9), for the dialog, the page form and the
 * server: each field's label and messages, the notices, the views. What it shows once sent is in
 * form-outcomes.ts.
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
    title: (resource: Resource) => `Get your free ${resource.type.toLowerCase()}`,
    description: (resource: Resource) =>
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
