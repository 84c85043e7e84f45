import { counted } from "../shared/counted";
import { backOffice } from "./back-office";

/** A back-office page's title in the browser: "Inbox · Back office". */
const titled = (page: string) => `${page} · ${backOffice.name}`;

/** The words of the back office's pages (app/routes/admin/*), page by page. */

export const inboxPage = {
  seo: { title: titled("Inbox"), description: "Leads received through the website." },
  title: "Inbox",
  exportCsv: "Export these leads (CSV)",
  listLabel: "Leads, newest first",
  pagesLabel: "Inbox pages",
  kindsLabel: "Kinds of lead",
  filters: {
    toggle: "Search and filter",
    search: "Search name, email or company",
    stage: "Stage",
    service: "Service",
    from: "From",
    to: "To",
    any: "All",
    submit: "Filter",
    clear: "Clear",
  },
} as const;

export const leadPage = {
  seo: {
    /** Titled by the person (app/routes/admin/lead.tsx), or this before it is known. */
    title: (person?: string) => titled(person ?? "Lead"),
    description: "One lead and what happened to it.",
  },
  saved: "Saved",
  notSaved: "Nothing was saved",
  /** An empty field. */
  none: "-",
  status: "Status",
  changeStatus: "Change status",
  note: "Private note",
  addNote: "Add note",
  notes: "Notes",
  noNotes: "No notes yet.",
  mails: "Mails it caused",
  noMails: "No mails.",
  mailTo: (recipient: string) => `To ${recipient}`,
  mailSent: (when: string) => `sent ${when}`,
  mailFailing: (attempts: number, error: string | null) =>
    `failing after ${counted(attempts, "attempt")}: ${error ?? "unknown error"}`,
  mailWaiting: "waiting to be sent",
} as const;

export const mailPage = {
  seo: { title: titled("Mail"), description: "The outbox and the mail server's health." },
  title: "Mail",
  healthy: "Mail is flowing",
  unhealthy: "Mail needs attention",
  counts: (sent: number, pending: number, failing: number) =>
    `${sent} sent · ${pending} waiting · ${failing} failing`,
  lastSent: (when: string) => ` · last sent ${when}`,
  oldestWaiting: (minutes: number) => ` · oldest waiting ${minutes} min`,
  lastError: (error: string) => `Last error: ${error}`,
  retried: "The message will be sent again now.",
  notRetried: "That message is not waiting any more.",
  failing: { title: "Failing", empty: "Nothing is failing." },
  waiting: { title: "Waiting", empty: "Nothing is waiting." },
  sent: { title: "Recently sent", empty: "Nothing has been sent yet." },
  to: (recipient: string) => `To ${recipient}`,
  sentAt: (when: string) => ` · sent ${when}`,
  attempts: (attempts: number) => ` · ${counted(attempts, "attempt")}`,
  retry: "Retry now",
  retryLabel: (subject: string, recipient: string) => `Retry now: ${subject} to ${recipient}`,
} as const;

export const sourcesPage = {
  seo: { title: titled("Where leads come from"), description: "Leads per source, week, page and campaign." },
  title: "Where leads come from",
  periodLabel: "Period",
  period: (weeks: number) => `Last ${weeks} weeks`,
  /** "5 leads in the last 12 weeks: 1 enquiry, 4 subscriptions." */
  total: (
    leads: number,
    weeks: number,
    kinds: readonly { leads: number; label: string; plural: string }[],
  ) =>
    leads === 0
      ? `No leads in the last ${weeks} weeks.`
      : `${counted(leads, "lead")} in the last ${weeks} weeks: ${kinds
          .filter((kind) => kind.leads > 0)
          .map((kind) => counted(kind.leads, kind.label.toLowerCase(), kind.plural.toLowerCase()))
          .join(", ")}.`,
  bySource: { caption: "By source", heading: "Source" },
  byWeek: { caption: "Per week, from Monday", heading: "Week beginning" },
  byPage: { caption: "By the form's page", heading: "Page" },
  byCampaign: {
    caption: "By campaign",
    heading: "Campaign (utm_campaign)",
    empty: "No campaign links were followed in this period.",
  },
  /** A table's figures column, and what a table says with no rows. */
  leads: "Leads",
  noneInPeriod: "None in this period.",
} as const;

export const articlesPage = {
  seo: { title: titled("Articles"), description: "Write, publish and announce articles." },
  title: "Articles",
  newArticle: "New article",
  written: "Written here",
  writtenNone: "None yet: a new article is written, previewed and published from here.",
  files: "Article files",
  filesIntro: "The site's own articles, written as files: each can be announced to subscribers once.",
  statuses: {
    draft: "Draft",
    scheduled: "Scheduled",
    published: "Published",
    unpublished: "Unpublished",
  },
  state: (status: string, when: string) => `${status} · ${when}`,
  view: "View",
  previewLink: "Preview",
  subscribers: (count: number) => `Confirmed subscribers: ${count}.`,
  alreadyAnnounced: "That article has already been announced.",
  noSuchArticle: "That names none of the site's article files: nothing was sent.",
  nobodyYet: "No confirmed subscribers yet: nothing was sent, and the article can be announced later.",
  queued: (title: string, count: number) => `"${title}" queued for ${counted(count, "subscriber")}.`,
  preview: (subject: string) => `Preview: ${subject}`,
  send: (count: number) => `Send to ${counted(count, "subscriber")}`,
  nobodyToSend: "No confirmed subscribers yet: there is nobody to send it to.",
  cancel: "Cancel",
  published: (when: string) => `Published ${when}`,
  announced: (when: string, count: number, by: string) =>
    ` · announced ${when} to ${counted(count, "subscriber")} by ${by}`,
  notAnnounced: " · not announced",
  previewNotice: "Preview notice",
} as const;

/** An article's page in the back office (app/routes/admin/article.tsx). */
export const articlePage = {
  seo: { title: (title?: string) => titled(title ?? "New article"), description: "Write an article." },
  newTitle: "New article",
  back: "All articles",
  status: (status: string) => `Status: ${status}`,
  scheduledFor: (when: string) => `Goes live at ${when}, UK time.`,
  liveAt: (path: string) => `Live at ${path}`,
  withdrawnAt: (path: string) => `Taken down: ${path} answers that it has been withdrawn.`,
  previewIntro:
    "Private preview link, for you or a colleague, signed in or not. It ends when the article goes live.",
  done: {
    saved: "Saved.",
    published: "Published: the article is live, and every confirmed subscriber is being told (once).",
    scheduled: "Scheduled: it goes live at the time chosen.",
    unpublished: "Unpublished: its address now answers that it has been withdrawn.",
  },
} as const;

export const erasePage = {
  seo: { title: titled("Erase a person"), description: "Erase everything held for an address." },
  title: "Erase a person",
  intro:
    "Deletes every enquiry, resource request, subscription, note and mail for the address, and its account. The audit log records only that an erasure happened.",
  erased: "Erased",
  nothingHeld: "Nothing is held for that address any more.",
  email: "Email address",
  invalidEmail: "Please enter a valid email address",
  confirm: "I understand this cannot be undone",
  unconfirmed: "Tick the box to confirm: erasure cannot be undone",
  submit: "Erase everything for this address",
} as const;

/** The firm's settings (/admin/settings/firm): the facts every page, mail and search result shows. */
export const firmSettingsPage = {
  seo: { title: titled("The firm"), description: "The firm's facts, as every page and mail shows them." },
  title: "The firm",
  intro:
    "Every page, mail and search result shows these. Saved, the site follows within a minute, without a build.",
  notSet: "Not set here yet: the site shows the values it was built with.",
  placeholderNumber: "The company number is still the placeholder 00000000: give the real one.",
} as const;
