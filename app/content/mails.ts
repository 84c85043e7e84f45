import { company, formatAddress } from "./company";

/** The frame of every mail (server/mail/layout.tsx): who it is from, and the registered details. */
export const mailFrame = {
  wordmark: company.name,
  tagline: "IT consultancy · Redruth, Cornwall",
  footer: [
    `${company.legalName} · Registered in ${company.registeredIn}, company number ${company.registrationNumber}`,
    `Registered office: ${formatAddress()}`,
    `${company.email} · ${company.officePhone.display}`,
  ],
} as const;

/** The enquirer's acknowledgement: what happens next, and by when (the reply promise, as a time). */
export const acknowledgement = {
  subject: `Thank you for contacting ${company.name}`,
  title: (firstName: string) => (firstName ? `Thank you, ${firstName}` : "Thank you"),
  received: (deadline: string) =>
    `We have your message. One of our directors will reply by ${deadline}, within ${company.replyWithin}.`,
  nextHeading: "What happens next",
  next: [
    "A director reads your message and replies by email, with any questions we need answered first.",
    "If it helps, we arrange a first conversation, by phone or video, at a time that suits you. It is free, and there is no obligation.",
    "After it, you have a clear next step: a short proposal, or an honest view if we are not the right fit.",
  ],
  more: `Anything to add? Reply to this email, or call us on ${company.officePhone.display}.`,
  insights: "Meanwhile, read our insights",
} as const;

/** The consultancy's notices of a new lead: everything it holds, a reply, and the lead in /admin. */
export const ownerNotice = {
  replyBy: (deadline: string) => `Reply by ${deadline} to keep our ${company.replyWithinHours}-hour promise.`,
  reply: (name: string) => `Reply to ${name}`,
  open: "Open in the back office",
  enquiry: {
    subject: (name: string) => `New enquiry from ${name}`,
    title: "New website enquiry",
    intro: (name: string, received: string) => `${name} sent an enquiry through the website on ${received}.`,
  },
  resource: {
    title: "New resource request",
    intro: (name: string, resource: string) => `${name} asked for the ${resource}.`,
  },
  subscription: {
    subject: "New insights subscription (awaiting confirmation)",
    title: "New insights subscription",
    intro: (email: string) => `${email} asked to subscribe to insights updates.`,
  },
} as const;
