import { counted } from "../shared/counted";
import { callUs, company } from "./company";
import { errorTitle, fixFields, invalidCharacters, readCaseStudy, tooManyRequests } from "./form-outcomes";
import { type EnquiryServiceId, services } from "./services/catalogue";
import type { Action } from "./types";
import { replyPromise } from "./working-time";

/** What the contact form takes: its limits, which its messages state (SPEC §5). */
export const contactLimits = { name: 50, company: 100, message: 2000, otherService: 200 } as const;
/** SPEC §4: one message every 30 seconds, in the browser and on the server. */
export const CONTACT_COOLDOWN_MS = 30_000;

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
 * API contract (app/forms/contact/contact.test.ts pins them to the specification).
 */
export const serviceInterests = [
  ...enquiryServices.map((id) => ({ id: services[id].enquiryInterest, label: services[id].name })),
  { id: "other", label: "Other" },
] as const;

/** A service interest's name as people read it (an unknown id as it is). */
export const serviceLabel = (id: string): string => serviceInterests.find((s) => s.id === id)?.label ?? id;

/** The contact form's words (SPEC §3, §5, §8): each field's label and messages, its notices and button. */
export const contactForm = {
  fields: {
    firstName: {
      label: "First name",
      required: "First name is required",
      tooLong: `First name must be less than ${contactLimits.name} characters`,
    },
    lastName: {
      label: "Last name",
      required: "Last name is required",
      tooLong: `Last name must be less than ${contactLimits.name} characters`,
    },
    email: {
      label: "Email address",
      required: "Email address is required",
      invalid: "Please enter a valid email address",
    },
    company: {
      label: "Company",
      tooLong: `Company name must be less than ${contactLimits.company} characters`,
    },
    serviceInterests: {
      label: "Services you're interested in",
      invalid: "Please choose from the listed services",
    },
    otherService: {
      label: "Other service",
      /** Without JavaScript the field is always there. */
      labelWithoutScript: "Other service (if you ticked Other)",
      tooLong: `Please keep this under ${contactLimits.otherService} characters`,
    },
    message: {
      label: "Message",
      required: "Message is required",
      tooLong: `Message must be less than ${contactLimits.message} characters`,
      invalid: "Message contains invalid content",
      count: (length: number) => `${length}/${contactLimits.message} characters`,
    },
  },
  invalidCharacters,
  sent: {
    title: "Message Sent!",
    get description() {
      return `Thank you for your message. We'll get back to you within ${company.replyWithin}.`;
    },
  },
  failed: {
    title: errorTitle,
    description: "There was a problem sending your message. Please try again or email us directly.",
  },
  invalid: fixFields,
  tooSoon: (seconds: number) => ({
    title: tooManyRequests,
    description: `Please wait ${counted(seconds, "second")} before submitting again.`,
  }),
  submit: { idle: "Send Message", busy: "Sending..." },
} as const;

/** The enquiry form's outcome (app/forms/contact/contact-form.tsx): next steps, labels, actions. */
export const contactOutcome = {
  /** `replyBy`: the deadline as a person writes it ("by 12:00 on Monday"), when the server gave it. */
  next: (replyBy: string | undefined) => [
    `A director reads your message and will email you ${replyBy ?? replyPromise.withinOneWorkingDay}.`,
    "Rather talk sooner? Book a free 30-minute call at a time that suits you.",
  ],
  labels: {
    name: "Name",
    email: "Email",
    company: "Company",
    serviceInterests: "Services",
    otherService: "Other service",
    message: "Message",
  },
  actions: [{ label: "Book a free call", to: "/book", variant: "primary" }, readCaseStudy, callUs("outline")],
  again: "Send another message",
} as const satisfies { actions: readonly Action[] } & Record<string, unknown>;
