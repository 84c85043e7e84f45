import { company } from "./company";

/**
 * Booking a call (DESIGN.md "Booking a call"): the facts the /book page, the mails, the calendar
 * files and the back office read, and the server's rules are built from.
 */

/** The owner's clock: slots are offered and shown in UK time; instants are stored in UTC. */
export const bookingTimeZone = "Europe/London";

/** A call lasts 30 minutes and starts on the hour or the half hour, UK time. */
export const callMinutes = 30;

/** What UK time is called in winter and in summer, beside every time shown. */
export const ukZoneNames = {
  winter: { short: "GMT", long: "Greenwich Mean Time" },
  summer: { short: "BST", long: "British Summer Time" },
} as const;

/** How the call happens, as the visitor chooses it. */
export const callKinds = {
  phone: "Phone call",
  video: "Video call",
} as const;
export type CallKind = keyof typeof callKinds;

/**
 * The booking form's choice of how to talk. "Call me", not "Phone call": the form's Phone field
 * is found by its label, which no other control's may contain.
 */
export const callKindChoices = {
  phone: "Call me",
  video: "Video call",
} as const satisfies Record<CallKind, string>;

/**
 * What happens at the time, as the confirmation, the mails and the calendar files say it: the
 * number we will phone (repeated back, so a mistyped one is seen), or the video call's link.
 */
export const callKindDetails = {
  phone: (phone: string | null) =>
    phone ? `We will phone you on ${phone}.` : "We will phone you on the number you gave.",
  video: (link: string | null) =>
    link
      ? `Join at ${link} at the time: it opens in your browser, with nothing to install.`
      : `Reply to our email or call ${company.officePhone.display} for the joining link.`,
} as const satisfies Record<CallKind, (detail: string | null) => string>;

/** What a call's words need to know of it. */
export type CallWays = { call_kind: CallKind; phone: string | null; video_link: string | null };

/** What happens at the time of this call. */
export const callDetail = (call: CallWays) =>
  call.call_kind === "phone" ? callKindDetails.phone(call.phone) : callKindDetails.video(call.video_link);

/** How a call happens, in one line: "Phone call. We will phone you on 01632 960123." */
export const howTheCall = (call: CallWays) => `${callKinds[call.call_kind]}. ${callDetail(call)}`;

/** The days of the owner's weekly hours, Monday first (ISO order). */
export const weekdays = [
  { key: "monday", label: "Monday" },
  { key: "tuesday", label: "Tuesday" },
  { key: "wednesday", label: "Wednesday" },
  { key: "thursday", label: "Thursday" },
  { key: "friday", label: "Friday" },
  { key: "saturday", label: "Saturday" },
  { key: "sunday", label: "Sunday" },
] as const;
export type Weekday = (typeof weekdays)[number]["key"];

/** The words of the calendar files attached to the mails, and of the owner's private feed. */
export const bookingCalendar = {
  get summary() {
    return `Free call with ${company.name}`;
  },
  description: (call: CallWays) =>
    `A free 30-minute ${call.call_kind === "phone" ? "call" : "video call"} with ${company.name}. ${callDetail(call)}`,
  get feedName() {
    return `${company.name}: booked calls`;
  },
  /**
   * The owner's calendar file and feed, from the owner's side: each call named by the client and
   * their company ("Call: Jane Doe (Acme Ltd)"), and what to do at the time ("Phone Jane on ...").
   */
  owner: {
    summary: (name: string, company: string | null, kind: CallKind) =>
      `${kind === "phone" ? "Call" : "Video call"}: ${name}${company ? ` (${company})` : ""}`,
    phone: (firstName: string, number: string) => `Phone ${firstName} on ${number}.`,
    noNumber: (firstName: string) => `${firstName} gave no number: reply to their email to arrange it.`,
    video: (firstName: string) => `Video call with ${firstName}.`,
    /** The labels of the client's details under it. */
    labels: {
      join: "Join",
      company: "Company",
      email: "Email",
      topic: "Topic",
      open: "In the back office",
    },
  },
} as const;

/** How far the owner's booking settings may go (the back office's form and the server's check). */
export const bookingSettingLimits = {
  /** Calls are claimed a quarter-hour at a time, so the gap between calls is in quarter-hours. */
  bufferStepMinutes: 15,
  bufferMaxMinutes: 120,
  noticeMaxHours: 14 * 24,
  horizonMaxDays: 13 * 7,
  rangesPerDay: 6,
  blockedDates: 400,
  /** A calendar's secret address is a few hundred characters at most (Google's about 150). */
  calendarAddress: 2000,
} as const;

const limits = bookingSettingLimits;

/** What the owner reads when a settings change is refused (the back office's booking settings). */
export const bookingSettingsMessages = {
  time: "Use a time on the hour or half hour, such as 09:00 or 17:30",
  range: "Each range must end after it starts",
  overlap: "Ranges on the same day must not overlap",
  rangesPerDay: `At most ${limits.rangesPerDay} ranges a day`,
  date: "Use real dates written as YYYY-MM-DD",
  blockedDates: `At most ${limits.blockedDates} blocked dates`,
  buffer: `The gap between calls must be 0 to ${limits.bufferMaxMinutes} minutes, in steps of ${limits.bufferStepMinutes}`,
  notice: `Minimum notice must be a whole number of hours from 0 to ${limits.noticeMaxHours}`,
  horizon: `Bookings can open 1 to ${limits.horizonMaxDays} days ahead`,
  videoKind: "Choose a room for each call, or one meeting room for every call",
  videoAddress: "Give the address in full, starting https://",
  videoPrefix: "Use 1 to 30 letters and digits, such as KernowTech",
  videoRoom: "Give the meeting room's address, or choose a room for each call",
} as const;

/**
 * How a video call's joining link is made, until the owner sets it in the booking settings: a
 * room of its own for each call on Jitsi Meet (free, nothing to install, opens in the browser),
 * named with this prefix and 128 random bits, so that nobody finds it by guessing.
 */
export const defaultVideoLinks = {
  kind: "per-call",
  service: "https://meet.jit.si",
  prefix: "KernowTech",
  room: "",
} as const satisfies VideoLinks;

/**
 * How a video call's joining link is made (the booking settings, whose schema checks it): a room
 * of its own for each call on `service` named `<prefix>-<random>`, or the one meeting room `room`.
 */
export type VideoLinks = { kind: "per-call" | "room"; service: string; prefix: string; room: string };

/** A booked call's state, as the back office and the visitor's account page name it. */
export const bookingStatusLabels = {
  active: "Booked",
  cancelled: "Cancelled",
  held: "Held",
  no_show: "No-show",
} as const;
export type BookingStatus = keyof typeof bookingStatusLabels;

/** The visitor's booked calls on their account page. */
export const accountBookings = {
  title: "Your calls",
  none: "No calls booked from this address yet.",
  manage: "Move or cancel",
  book: "Book a free call",
} as const;

/** Where a visitor books a call (the header's button, the contact section, the mails). */
export const BOOK_PATH = "/book";

/** Where a booked call's own page is: `<MANAGE_PATH>/<token>`, the signed link the mails carry. */
export const MANAGE_PATH = `${BOOK_PATH}/manage`;

/** What the booking form takes: its limits, which its messages state. */
export const bookingLimits = { name: 80, phone: 30, company: 100, topic: 1000 } as const;

/** Bookings from one client in an hour, on the server (a person books one call, perhaps moves it). */
export const BOOKINGS_PER_HOUR = 5;

/**
 * How often a visitor may change calls, on the server (decision 040): anyone can book under any
 * address, so moves and cancellations must never become a stream of mails to it or the owner.
 */
export const bookingChangeLimits = { movesPerBooking: 3, changesPerClient: 10 } as const;

/** The booking form's words: each field's label and messages, its notices and button. */
export const bookingForm = {
  fields: {
    start: {
      label: "Choose a time",
      required: "Please choose a time for the call",
      notOffered: "That time is not one we offer. Please choose one of the times shown.",
    },
    name: {
      label: "Name",
      required: "Name is required",
      tooLong: `Name must be less than ${bookingLimits.name} characters`,
    },
    email: {
      label: "Email",
      required: "Email address is required",
      invalid: "Please enter a valid email address",
    },
    callKind: {
      label: "How would you like to talk?",
      invalid: "Please choose a phone call or a video call",
    },
    phone: {
      label: "Phone",
      /** Said up front, after the label: without JavaScript, and until a way to talk is chosen. */
      whenNeeded: "(needed if we call you)",
      forCall: "We will call you on this number at the time of the call.",
      forVideo: "Only if you would like us to phone should the video call fail.",
      invalid: "Please enter a phone number: digits, spaces and + ( ) - only",
      needed: "Please give a number to call, or choose a video call",
    },
    company: {
      label: "Company",
      tooLong: `Company name must be less than ${bookingLimits.company} characters`,
    },
    topic: {
      label: "What would you like to discuss?",
      tooLong: `Please keep it under ${bookingLimits.topic} characters`,
    },
  },
  submit: { idle: "Book the call", busy: "Booking..." },
  /** The time was free when the page was drawn and is not now (409): fresh times are shown. */
  taken: {
    title: "That time has just gone",
    description: "Someone booked that time a moment ago. Please choose another of the free times below.",
  },
  tooSoon: {
    title: "Too many bookings",
    description: (minutes: number) =>
      `Please wait ${minutes} minute${minutes === 1 ? "" : "s"} before booking again, or call us.`,
  },
  failed: {
    title: "Your call was not booked",
    get description() {
      return `Something went wrong on our side. Please try again, or email ${company.email}.`;
    },
  },
} as const;

/** The /book page. */
export const bookPage = {
  seo: {
    title: "Book a Free 30-Minute Call",
    get description() {
      return `Pick a time for a free 30-minute call with ${company.name}'s directors: IT, cyber security and AI advice for Cornwall businesses, by phone or video. No obligation.`;
    },
  },
  eyebrow: "Free, 30 minutes, no obligation",
  title: "Book a free call",
  intro:
    "Pick a time that suits you and talk to one of our directors about your IT, cyber security or AI plans. You get a confirmation by email straight away.",
  points: [
    "30 minutes with a director, not a salesperson",
    "By phone or video, as you prefer",
    "Move or cancel it any time before it starts",
  ],
  daysLabel: "Choose a day",
  timesLabel: (day: string) => `Free times on ${day}`,
  /** Beside every time: the zone UK time is in that day. */
  ukTime: (zone: string) => `UK time (${zone})`,
  /** With JavaScript, when the visitor's clock is not the UK's. */
  yourTime: (zone: string) => `Times in brackets are your time (${zone}).`,
  slotCount: (count: number) => `${count} free time${count === 1 ? "" : "s"}`,
  detailsTitle: "Your details",
  chosen: (when: string) => `Your call: ${when}`,
  none: {
    title: "No free times in the next four weeks",
    get text() {
      return `Our diary is full for now. Send us a message or call us and we will find a time within ${company.replyWithin}.`;
    },
    action: { label: "Send us a message", to: "/#contact" },
  },
  privacy: "We use your details only to arrange and hold the call.",
  privacyLink: "Read our privacy policy",
  /** The contact section's offer beside the form. */
  offer: {
    title: "Rather talk?",
    text: "Pick a time for a free 30-minute call: you get a confirmation straight away.",
    action: { label: "Book a free call", to: "/book" },
  },
} as const;

/** The page a visitor's link opens: the confirmation after booking, then moving or cancelling. */
export const managePage = {
  seo: {
    title: "Your Call",
    get description() {
      return `Your free call with ${company.name}.`;
    },
  },
  booked: {
    title: "Your call is booked",
    text: (email: string) =>
      `We have sent the details and a calendar invitation to ${email}. The email has a link back to this page.`,
  },
  title: "Your call",
  labels: { when: "When", how: "How", with: "With", topic: "Topic" },
  /** A video call's link on its page. */
  join: "Join the video call",
  get withWhom() {
    return `One of ${company.name}'s directors`;
  },
  addToCalendar: "Add it to your calendar",
  calendars: { ics: "Apple or other (.ics)", google: "Google Calendar", outlook: "Outlook" },
  move: {
    title: "Move the call",
    text: "Choose a new time: your old time is freed as soon as the new one is booked.",
    submit: { idle: "Move the call", busy: "Moving..." },
    done: "Your call has moved. We have emailed you the new time and an updated invitation.",
  },
  cancel: {
    title: "Cancel the call",
    text: "If you no longer need the call, cancel it here and we will free the time.",
    submit: { idle: "Cancel the call", busy: "Cancelling..." },
    /** Asked once before cancelling: a dialog with JavaScript, a page of its own without. */
    confirm: {
      title: "Cancel this call?",
      text: (when: string) =>
        `Your call on ${when} will be cancelled and the time freed. We will email you to confirm.`,
      yes: "Yes, cancel the call",
      keep: "No, keep the call",
    },
    done: {
      title: "Your call is cancelled",
      text: "We have emailed you to confirm, with a file that removes it from your calendar. You are welcome to book another time.",
    },
  },
  noOtherTimes:
    "There are no other free times in the next four weeks. Cancel below, or call us to find a time.",
  chooseTime: "Please choose a time",
  /** A move or cancellation past the limits (429): nothing changed, and when to try again. */
  tooMany: {
    title: "Too many changes for now",
    text: (minutes: number) =>
      `This call has been changed several times in the last hour, so nothing was changed this time: we keep our emails about a call to a few. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or call us on ${company.officePhone.display}.`,
  },
  cancelled: {
    title: "This call is cancelled",
    text: "It no longer takes place. You are welcome to book another time.",
  },
  started: {
    title: "This call has started or is over",
    text: "The link works only until the call starts. To talk to us again, book another call or send a message.",
  },
  invalid: {
    title: "This link does not work",
    text: "It may have been mistyped, or the booking has been deleted. Nothing has been changed. Use the link in your latest email, or book a new call.",
  },
  bookAnother: { label: "Book another call", to: "/book" },
} as const;
