import { counted } from "../shared/counted";
import { company } from "./company";

/** The inbox's median time to first reply is taken over this many days. */
export const MEDIAN_REPLY_DAYS = 30;

/**
 * Following up a lead (DESIGN.md "Following up a lead", docs/decisions/046): the words the owner
 * reads about a lead's stage, its reply, the person behind it, the morning list and spam.
 */

/** A lead's stage, in order, as the owner reads it. */
export const stages = {
  new: "New",
  replied: "Replied",
  call_booked: "Call booked",
  proposal: "Proposal",
  won: "Won",
  lost: "Lost",
} as const;
export type Stage = keyof typeof stages;
export const STAGES = Object.keys(stages) as Stage[];

/** What a booked call that was cancelled reads as, where its stage would be. */
export const cancelledCall = "Call cancelled";

/** The stage pill's colours. */
export const stageTones: Record<Stage | "cancelled" | "spam", string> = {
  new: "bg-amber-100 text-amber-900",
  replied: "bg-sky-100 text-sky-900",
  call_booked: "bg-indigo-100 text-indigo-900",
  proposal: "bg-violet-100 text-violet-900",
  won: "bg-green-100 text-green-900",
  lost: "bg-slate-200 text-slate-800",
  cancelled: "bg-rose-100 text-rose-900",
  spam: "bg-slate-200 text-slate-800",
};

/** The longest next step and reply, in characters (the forms' limits and the server's). */
export const NEXT_STEP_MAX = 200;
/** How far ahead a next step may be dated, in years (a year 9999 is a slip of the keyboard). */
export const NEXT_STEP_YEARS_AHEAD = 5;
export const REPLY_MAX = 10_000;

export const followUp = {
  stage: "Stage",
  stageLabel: (label: string) => `Stage: ${label}`,
  changeStage: "Save stage and next step",
  nextStep: "Next step",
  nextStepOn: "Next step on",
  /** A next step, with its day when it has one (a step without a day reads without empty brackets). */
  nextStepDue: (what: string, when?: string) => (when ? `Next: ${what} (${when})` : `Next: ${what}`),
  overdue: "Overdue",
  overdueSince: (age: string) => `Overdue by ${age}`,
  replyDue: (when: string) => `Reply due ${when}`,
  age: (age: string) => `${age} ago`,
  firstReply: (age: string) => `First reply after ${age}`,
  spam: "Spam",
  spamBecause: (reasons: string) => `Kept aside as likely spam: ${reasons}`,
  notSpam: "Not spam: restore",
  markSpam: "Mark as spam",
  restored: "Restored to the inbox",
  markedSpam: "Kept aside as spam",
  person: "Everything from this person",
} as const;

/** The reply form on a lead's page (its contract: a text area "Reply", a button "Send reply"). */
export const replyForm = {
  label: "Reply",
  send: "Send reply",
  savedReplies: "Start from a saved reply",
  useSaved: "Use",
  subject: (kindSubject: string) => `Re: ${kindSubject}`,
  sent: "Reply queued: it is on its way",
  notSent: "The reply was not sent",
  empty: "Write the reply first.",
  tooLong: `The reply is longer than ${REPLY_MAX.toLocaleString("en-GB")} characters.`,
  erased: "This person has been erased: nothing can be sent to them.",
  spam: "This lead is kept aside as spam: restore it before replying.",
  failing: (reason: string) => `Not delivered yet, retrying: ${reason}`,
  /** The mail's title, in the firm's layout, above the owner's words. */
  title: (firstName: string) => (firstName ? `Hello ${firstName}` : "Hello"),
  signature: (owner: string) => `${owner}\n${company.name}`,
} as const;

/** Saved replies the owner starts from and edits: these are the first ones. */
export const defaultSavedReplies = [
  {
    title: "Thanks, let's talk",
    body: `Thank you for getting in touch. I'd be glad to talk it through: could you book a free 30-minute call at a time that suits you? ${company.name} will come prepared with a few questions.`,
  },
  {
    title: "A few questions first",
    body: "Thank you for your enquiry. So that I can give you a useful answer, could you tell me a little more: how many people are involved, what you use today, and when you would like it done?",
  },
  {
    title: "Not for us",
    body: "Thank you for thinking of us. This is not work we can take on well, and I would rather say so now than waste your time. If it helps, I am happy to suggest someone who can.",
  },
] as const;

export const savedRepliesPage = {
  title: "Saved replies",
  intro: "Replies to start from on a lead's page. Edit them to sound like you.",
  name: "Name",
  text: "Text",
  save: "Save",
  saved: "Saved",
  /** Refusals of a hand-made post (the page's fields are required): the page shows nothing new. */
  nameMissing: "Give the reply a name.",
  textMissing: "Write the reply's text.",
  noPlace: "There is no saved reply in that place.",
} as const;

/** The inbox's first view: what needs the owner now. */
export const needsYou = {
  heading: "Needs you now",
  overdue: "Overdue",
  todaysCalls: "Today's calls",
  newLeads: "New",
  nothing: "Nothing is waiting for you.",
  medianReply: (age: string | null) =>
    age
      ? `Median time to first reply, last ${MEDIAN_REPLY_DAYS} days: ${age}`
      : `No replies in the last ${MEDIAN_REPLY_DAYS} days.`,
  spamView: (n: number) => `Spam (${n})`,
} as const;

/** The Spam view. */
export const spamPage = {
  description: "Leads kept aside as likely spam.",
  intro:
    "Leads that look like spam wait here, each with the rules it met. Nothing here is deleted by itself or counted as overdue; restore a lead and it is in the inbox again.",
  empty: "Nothing is kept aside.",
} as const;

/** The person's page (by address). */
export const personPage = {
  seo: { description: "Everything one address has done, and every mail sent to it." },
  leads: "Leads",
  account: "Account",
  accountSince: (when: string) => `Account since ${when}`,
  noAccount: "No account.",
  mails: "Mails sent to them",
  noMails: "No mails.",
  notes: "Notes",
  noNotes: "No notes yet.",
  note: "Note on this person",
  noteMissing: "Write the note first.",
  addNote: "Add note",
  timeline: "Timeline",
  exportCsv: "Their data (CSV)",
  erase: "Erase this person",
  nothing: "Nothing is held for this address.",
  events: {
    lead: (kind: string) => `${kind} received`,
    mail: (subject: string) => `Mail: ${subject}`,
    reply: "Reply sent",
    note: "Note",
    stage: (stage: string, next?: string) => (next ? `Stage: ${stage}. ${next}` : `Stage: ${stage}`),
    account: "Account created",
  },
} as const;

/** The morning list mailed to the owner at 08:00 UK on working days. */
export const morningList = {
  subject: (day: string, n: number) => `Today, ${day}: ${counted(n, "lead")} to look at`,
  title: (day: string) => `Your morning list, ${day}`,
  calls: "Today's calls",
  overdue: "Overdue",
  newLeads: "New",
  item: (who: string, what: string) => `${who}: ${what}`,
  open: "Open the inbox",
  sendNow: "Send today's list now",
  sent: "Today's list has been sent.",
  alreadySent: "Today's list has already gone.",
  nothingToSay: "Nothing to say today: no list was sent.",
} as const;

/** Why a lead looks like spam, in words the owner can check against the message. */
export const spamReasons = {
  links: (n: number) => counted(n, "link"),
  seo: "SEO sales words",
  crypto: "crypto or money words",
  script: "written in another script than the form",
  honeypot: "the hidden field was nearly filled",
} as const;
