import { forHours, linkLifetimes } from "./auth";
import { company, formatAddress } from "./company";
import { replyPromise } from "./working-time";

/** The frame of every mail (server/mail/layout.tsx): who it is from, and the registered details. */
export const mailFrame = {
  get wordmark() {
    return company.name;
  },
  tagline: "IT consultancy · Redruth, Cornwall",
  get footer() {
    return [
      `${company.legalName} · Registered in ${company.registeredIn}, company number ${company.registrationNumber}`,
      `Registered office: ${formatAddress()}`,
      `${company.email} · ${company.officePhone.display}`,
    ] as const;
  },
} as const;

/** How a mail greets a person: by the first word of their name, when there is one. */
export const greeting = (firstName: string) => (firstName ? `Hello ${firstName},` : "Hello,");

/**
 * The enquirer's acknowledgement: what happens next, and by when. `replyBy` is the reply promise
 * in working time, as a person writes it ("by 12:00 on Monday": app/content/working-time.ts).
 */
export const acknowledgement = {
  get subject() {
    return `Thank you for contacting ${company.name}`;
  },
  title: (firstName: string) => (firstName ? `Thank you, ${firstName}` : "Thank you"),
  received: (replyBy: string) =>
    `We have your message. One of our directors will reply ${replyBy}: we answer every enquiry ${replyPromise.withinOneWorkingDay} (${replyPromise.hours}).`,
  nextHeading: "What happens next",
  next: [
    "A director reads your message and replies by email, with any questions we need answered first.",
    "If it helps, we arrange a first conversation, by phone or video, at a time that suits you. It is free, and there is no obligation: you can also book it yourself now.",
    "After it, you have a clear next step: a short proposal, or an honest view if we are not the right fit.",
  ],
  get more() {
    return `Anything to add? Reply to this email, or call us on ${company.officePhone.display}.`;
  },
  book: "Book a free 30-minute call",
  insights: "Meanwhile, read our insights",
} as const;

/** The consultancy's notices of a new lead: everything it holds, a reply, and the lead in /admin. */
export const ownerNotice = {
  replyBy: (replyBy: string) =>
    `Reply ${replyBy} to keep our promise of an answer ${replyPromise.withinOneWorkingDay}.`,
  reply: (name: string) => `Reply to ${name}`,
  open: "Open in the back office",
  /** The lead's details, as the notices list them. */
  fields: {
    name: "Name",
    email: "Email",
    company: "Company",
    services: "Services",
    otherService: "Other service",
    message: "Message",
    source: "Came from",
    resource: "Resource",
  },
  /** "Google search, form on /insights": where a lead came from, and the form's page. */
  cameFrom: (source: string, page: string | null) => (page ? `${source}, form on ${page}` : source),
  /** "Jane Smith of Acme Ltd". */
  nameOf: (name: string, company: string | null | undefined) => (company ? `${name} of ${company}` : name),
  enquiry: {
    subject: (name: string) => `New enquiry from ${name}`,
    title: "New website enquiry",
    intro: (name: string, received: string) => `${name} sent an enquiry through the website on ${received}.`,
  },
  resource: {
    subject: (resource: string, name: string, company: string) =>
      `Resource request: ${resource} for ${name}, ${company}`,
    title: "New resource request",
    intro: (name: string, resource: string) => `${name} asked for the ${resource}.`,
    resourceOfType: (resource: string, type: string) => `${resource} (${type})`,
  },
  subscription: {
    subject: "New insights subscription (awaiting confirmation)",
    title: "New insights subscription",
    intro: (email: string) => `${email} asked to subscribe to insights updates.`,
  },
} as const;

/**
 * The mails of a booked call (server/mail/booking-mails.ts). `when` is the call's time on the UK
 * clock with GMT or BST named; the visitor's mails carry nothing they wrote but a first name.
 */
export const bookingMail = {
  /** The calendar file's name, attached to every mail of a change. */
  invitationFile: "call.ics",
  labels: {
    when: "When",
    was: "Was",
    how: "How",
    video: "Joining link",
    note: "Our note",
    yourNote: "Your note",
    name: "Name",
    email: "Email",
    phone: "Phone",
    company: "Company",
    topic: "Topic",
    source: "Came from",
  },
  manage: "Move or cancel the call",
  /** A video call's joining link. */
  join: "Join the video call",
  manageHint: "The link works until the call starts.",
  invitation: "The invitation is attached: open it to add the call to your calendar.",
  updated: "The attached invitation moves the call in your calendar.",
  removed: "The attached file removes the call from your calendar.",
  bookAgain: "Book another time",
  get more() {
    return `Anything to tell us before the call? Reply to this email, or call us on ${company.officePhone.display}.`;
  },
  booked: {
    subject: (when: string) => `Your free call with ${company.name}: ${when}`,
    title: (firstName: string) => (firstName ? `Your call is booked, ${firstName}` : "Your call is booked"),
    intro: "Thank you for booking a free call. Here are the details.",
  },
  moved: {
    subject: (when: string) => `Your call has moved to ${when}`,
    title: "Your call has moved",
    intro: "Your call is now at the new time below.",
    byOwner:
      "We have had to move your call to the new time below. If it does not suit you, choose another time or cancel with the link below.",
  },
  cancelled: {
    subject: "Your call is cancelled",
    title: "Your call is cancelled",
    byVisitor: (when: string) => `As you asked, we have cancelled your call on ${when}.`,
    byOwner: (when: string) =>
      `We are sorry: we have had to cancel your call on ${when}. Please book another time that suits you.`,
  },
  reminder: {
    subject: (time: string) => `Reminder: your call with ${company.name} tomorrow at ${time}`,
    title: (firstName: string) => (firstName ? `See you tomorrow, ${firstName}` : "Your call is tomorrow"),
    intro: "A reminder of your free call tomorrow.",
  },
  /** The owner's copies, with the visitor's details and the booking in the back office. */
  owner: {
    booked: {
      subject: (name: string, when: string) => `New call booked: ${name}, ${when}`,
      title: "New call booked",
      intro: (who: string, kind: string) => `${who} booked a free ${kind.toLowerCase()} through the website.`,
    },
    moved: {
      subject: (name: string, when: string) => `Call moved: ${name}, now ${when}`,
      title: "Call moved",
      intro: (who: string) => `${who} moved their call.`,
      byOwner: (who: string) =>
        `You moved the call with ${who}: they have been mailed the new time and an updated invitation.`,
    },
    /** The button that dials the client from the owner's phone. */
    phone: (firstName: string, number: string) => `Phone ${firstName} on ${number}`,
    cancelled: {
      subject: (name: string, when: string) => `Call cancelled: ${name}, ${when}`,
      title: "Call cancelled",
      byVisitor: (who: string) => `${who} cancelled their call: the time is free again.`,
      byOwner: (who: string) => `You cancelled the call with ${who}: they have been told, with your note.`,
    },
  },
} as const;

/** A free resource's mail to whoever asked for it (server/mail/resource-mails.ts). */
export const resourceMail = {
  subject: (type: string, title: string) => `Your free ${type.toLowerCase()}: ${title}`,
  title: (title: string) => `Your ${title}`,
  greeting: (firstName: string) => (firstName ? `Dear ${firstName},` : "Hello,"),
  thanks: (title: string, description: string) => `Thank you for requesting the ${title}. ${description}`,
  download: (type: string) => `Download the ${type.toLowerCase()}`,
  until: (date: string) =>
    `The link works until ${date}. The page prints, or saves as a PDF from your browser's print dialog.`,
  get help() {
    return `If you would like help putting it into practice, reply to this email or call us on ${company.officePhone.display}.`;
  },
} as const;

/** The insights subscription's mails (server/mail/subscription-mails.ts). */
export const subscriptionMail = {
  confirmation: {
    get subject() {
      return `Confirm your subscription to ${company.name} insights`;
    },
    title: "Confirm your subscription",
    text: "Please confirm your subscription to our insights updates.",
    confirm: "Confirm my subscription",
    notYou: "If you did not ask to subscribe, ignore this email.",
  },
  articleNotice: {
    subject: (title: string) => `New insight: ${title}`,
    read: "Read the article",
  },
  unsubscribe: "Unsubscribe",
} as const;

/** The mails of an account's life (server/mail/account-mails.ts). */
export const accountMail = {
  confirmation: {
    get subject() {
      return `Confirm your email address for ${company.name}`;
    },
    title: "Confirm your email address",
    get text() {
      return `Please confirm your email address to finish creating your ${company.name} account.`;
    },
    confirm: "Confirm my email address",
    lifetime: `The link works for ${forHours(linkLifetimes.confirmationHours)} after you signed up. If you did not create an account, ignore this email.`,
  },
  existingAccount: {
    get subject() {
      return `Someone tried to create a ${company.name} account with your email address`;
    },
    title: "You already have an account",
    text: "Someone, perhaps you, tried to create an account with this email address, which already has one. Nothing has changed on your account.",
    signIn: "Sign in",
    reset: "Forgotten your password? Reset it",
    notYou: "If it was not you, you can ignore this email.",
  },
  passwordReset: {
    get subject() {
      return `Reset your ${company.name} password`;
    },
    title: "Reset your password",
    text: "We received a request to reset the password of your account.",
    choose: "Choose a new password",
    lifetime: `The link works once, for ${forHours(linkLifetimes.resetHours)}. Choosing a new password signs you out everywhere. If you did not ask for this, ignore this email: your password stays as it is.`,
  },
} as const;
