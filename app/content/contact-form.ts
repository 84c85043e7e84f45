import { company } from "./company";
import { readCaseStudy } from "./form-outcomes";
import type { Action } from "./types";

/** The enquiry form's outcome (app/components/forms/contact-form.tsx): next steps, labels, actions. */
export const contactOutcome = {
  next: [
    `A director reads your message and replies by email within ${company.replyWithin}.`,
    "If it helps to talk it through, we suggest a time for a call. The first conversation is free.",
  ],
  labels: {
    name: "Name",
    email: "Email",
    company: "Company",
    serviceInterests: "Services",
    otherService: "Other service",
    message: "Message",
  },
  actions: [
    readCaseStudy,
    { label: `Call ${company.officePhone.display}`, to: company.officePhone.href, variant: "outline" },
  ],
  again: "Send another message",
} as const satisfies { actions: readonly Action[] } & Record<string, unknown>;
