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

/** What happens at the time, as the confirmation, the mails and the calendar files say it. */
export const callKindDetails = {
  phone: "We will phone you on the number you gave.",
  video: "We will email you the link before the call.",
} as const satisfies Record<CallKind, string>;

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
  summary: `Free call with ${company.name}`,
  /** The owner's feed names each call by the visitor. */
  ownerSummary: (name: string, kind: CallKind) => `${callKinds[kind]} with ${name}`,
  description: (kind: CallKind) =>
    `A free 30-minute ${kind === "phone" ? "call" : "video call"} with ${company.name}. ${callKindDetails[kind]}`,
  feedName: `${company.name}: booked calls`,
  /** The labels of the visitor's details in the owner's feed. */
  ownerDetails: { phone: "Phone", company: "Company", topic: "Topic" },
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
} as const;

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
