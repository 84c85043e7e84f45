import { counted } from "../lib/counted";
import { bookingSettingLimits } from "./booking";

/** The words of the back office's booking pages: the calls, one call's actions, the settings. */
export const bookingsOffice = {
  title: "Bookings",
  description: "Booked calls, today and to come first.",
  sections: { today: "Today", upcoming: "Upcoming", past: "Past" },
  empty: {
    today: "No calls today.",
    upcoming: "No calls booked ahead.",
    past: "No calls before today.",
  },
  settingsLink: "Hours, calendar and settings",
  /** A booking's line in the inbox: when the call is, and what about. */
  inboxSummary: (when: string, topic: string) => (topic ? `Call ${when} · ${topic}` : `Call ${when}`),
  /** The owner's busy calendar (BOOKING_BUSY_ICS_URL), as the bookings and settings pages show it. */
  calendar: {
    heading: "Your busy calendar",
    notConfigured:
      "No busy calendar is connected. Set BOOKING_BUSY_ICS_URL to your calendar's secret iCalendar address, and calls are offered only when it shows you free.",
    fresh: (age: string) => `Read ${age} ago: times it shows as busy are not offered.`,
    failing: (age: string | null) =>
      age
        ? `The last refresh failed. The copy read ${age} ago is still used, so its busy times are kept.`
        : "It has never been read: only your hours and bookings decide what is offered.",
    lastError: (error: string) => `Last error: ${error}`,
    events: (events: number, unreadable: number) =>
      `${counted(events, "event")}${unreadable > 0 ? `, ${unreadable} that could not be read (left out)` : ""}.`,
  },
  /** The private feed of the calls, for the owner's phone. */
  feed: {
    heading: "Your calls on your phone",
    intro:
      "Subscribe to this address in your calendar app, and each booked call appears there by itself (Google Calendar: Other calendars, From URL; iPhone: Settings, Calendar, Accounts, Add Subscribed Calendar). Keep it private: anyone with it sees your calls.",
    label: "Calendar address",
    replace: "Replace the address",
    replaced: "A new address is ready: the old one no longer works. Subscribe to this one instead.",
  },
  /** One call's actions on its page in the back office. */
  call: {
    heading: "The call",
    cancelHeading: "Cancel the call",
    noteLabel: "Note to the visitor",
    noteHint: "Mailed to them with the cancellation. Say why, and how to book again.",
    cancel: "Cancel the call and tell them",
    cancelled: "Cancelled. They have been mailed, with your note, and the time is free again.",
    started: "The call has started: mark it held or no-show instead.",
    notActive: "This call is not booked any more.",
    outcomeHeading: "How did it go?",
    held: "It was held",
    noShow: "They did not come",
    marked: "Saved.",
    notStarted: "The call has not started yet.",
  },
  /** The settings form. */
  settings: {
    title: "Booking settings",
    description: "Weekly hours, blocked dates and the rules of booking a call.",
    back: "Bookings",
    hoursLegend: "Weekly hours, UK time",
    hoursHint:
      "Ranges on the hour or half hour, such as 09:00-12:30, 13:30-17:00. Leave a day empty for no calls.",
    blockedDates: "Blocked dates",
    blockedDatesHint:
      "Days with no calls, one a line, written as YYYY-MM-DD. England and Wales bank holidays are blocked already.",
    buffer: "Gap between calls",
    bufferOption: (minutes: number) => (minutes === 0 ? "None" : `${minutes} minutes`),
    bufferOptions: Array.from(
      { length: bookingSettingLimits.bufferMaxMinutes / bookingSettingLimits.bufferStepMinutes + 1 },
      (_, i) => i * bookingSettingLimits.bufferStepMinutes,
    ),
    notice: "Minimum notice, in hours",
    horizon: "Bookings open this many days ahead",
    save: "Save settings",
    saved: "Saved. The free times offered on the site follow these settings now.",
    invalid: "Nothing was saved: correct the fields marked below.",
  },
} as const;
