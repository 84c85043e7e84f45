import { company } from "./company";
import { greeting } from "./mails";

/**
 * The words the owner reads for each kind of lead, by the key its declaration names
 * (app/shared/lead-kinds.ts: `words`; docs/decisions/044).
 * - `fields`: the kind's own columns as the lead page labels them, in order.
 * - `replySubject`: the subject of the owner's reply (a mailto: link on the lead page).
 */
export const leadKinds = {
  enquiry: {
    label: "Enquiry",
    plural: "Enquiries",
    fields: {
      message: "Message",
      service_interests: "Services",
      other_service: "Other service",
      first_name: "First name",
      last_name: "Last name",
      company: "Company",
    },
    get replySubject() {
      return `Your enquiry to ${company.name}`;
    },
  },
  booking: {
    label: "Booking",
    plural: "Bookings",
    fields: {
      start_at: "Call at",
      status: "Call",
      call_kind: "How",
      name: "Name",
      phone: "Phone",
      company: "Company",
      topic: "Topic",
      cancel_note: "Cancellation note",
    },
    get replySubject() {
      return `Your call with ${company.name}`;
    },
  },
  resource: {
    label: "Resource request",
    plural: "Resource requests",
    fields: { name: "Name", company: "Company", resource_title: "Resource", downloads: "Downloads" },
    get replySubject() {
      return `Your free resource from ${company.name}`;
    },
  },
  subscription: {
    label: "Subscription",
    plural: "Subscriptions",
    fields: { status: "Subscription", confirmed_at: "Confirmed", unsubscribed_at: "Unsubscribed" },
    get replySubject() {
      return `Your ${company.name} insights subscription`;
    },
  },
} as const satisfies Record<
  string,
  {
    label: string;
    plural: string;
    fields: Record<string, string>;
    replySubject: string;
  }
>;

/** The back office's sections, as its menu names them. */
export const backOfficeSections = [
  { to: "/admin", label: "Inbox", end: true },
  { to: "/admin/bookings", label: "Bookings" },
  { to: "/admin/analytics", label: "Visits" },
  { to: "/admin/sources", label: "Sources" },
  { to: "/admin/mail", label: "Mail" },
  { to: "/admin/articles", label: "Articles" },
  { to: "/admin/settings/firm", label: "Firm" },
  { to: "/admin/erase", label: "Erase" },
] as const;

/** The words of the back office's frame and inbox. */
export const backOffice = {
  name: "Back office",
  viewSite: "View the site",
  signOut: "Sign out",
  defaultView: "Leads",
  everything: "All",
  inboxEmpty:
    "No leads yet. Enquiries, booked calls, resource requests and subscriptions from the website's forms arrive here.",
  noMatch: "No leads match these filters.",
  older: "Older",
  newer: "Newer",
  newest: "Newest",
  reply: "Reply by email",
  /** The first line of a reply, greeting the person by the first word of their name. */
  replyGreeting: greeting,
  call: (phone: string) => `Call ${phone}`,
  backToInbox: "Inbox",
  signedInAs: (email: string) => `Signed in as ${email}`,
  /** What the frame says when a page cannot be shown: a lead erased or mistyped, or a failure. */
  missing: { title: "Not found", text: "Nothing is held at this address: it may have been erased." },
  failed: { title: "Something went wrong", text: "Please try again." },
  /** The header's link for admins (shown from the signed-in hint; /admin checks for itself). */
  headerLink: "Back office",
} as const;

/**
 * Where a lead came from, in the owner's words: a referring site or a utm_source is named as a
 * person knows it. Matched on the host's registrable part (google.co.uk, www.google.com).
 */
export const sourceNames = [
  { match: /(^|\.)google\.(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/, name: "Google search" },
  { match: /(^|\.)bing\.com$/, name: "Bing search" },
  { match: /(^|\.)duckduckgo\.com$/, name: "DuckDuckGo" },
  { match: /(^|\.)(yahoo\.com|ecosia\.org)$/, name: "Other search" },
  { match: /(^|\.)(linkedin\.com|lnkd\.in)$/, name: "LinkedIn" },
  { match: /(^|\.)(facebook\.com|fb\.me|instagram\.com)$/, name: "Facebook or Instagram" },
  { match: /(^|\.)(x\.com|twitter\.com|t\.co)$/, name: "X (Twitter)" },
  { match: /(^|\.)(chatgpt\.com|openai\.com|perplexity\.ai|claude\.ai)$/, name: "AI assistant" },
] as const;

/** utm_source values people type for the same places (utm_source=google, utm_source=linkedin). */
export const utmSourceNames: Record<string, string> = {
  google: "Google search",
  bing: "Bing search",
  linkedin: "LinkedIn",
  facebook: "Facebook or Instagram",
  instagram: "Facebook or Instagram",
  twitter: "X (Twitter)",
  x: "X (Twitter)",
  newsletter: "Email newsletter",
  email: "Email newsletter",
};

/** A visit with no referrer and no campaign: typed in, a bookmark, or a link in an email or app. */
export const directSource = "Direct";

/** The periods the sources page offers, in weeks; the first is the default. */
export const sourcePeriods = [12, 4, 52] as const;

/** The fields every kind of lead has, as the lead page labels them (after the kind's own). */
export const commonLeadFields = {
  email: "Email",
  created_at: "Received",
  source: "Came from",
  source_page: "Form's page",
  source_referrer: "Referrer",
  utm_source: "utm_source",
  utm_medium: "utm_medium",
  utm_campaign: "utm_campaign",
  last_downloaded_at: "Last download",
  last_activity_at: "Last activity",
} as const;
