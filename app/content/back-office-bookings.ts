import { counted } from "../shared/counted";
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
      "No busy calendar is connected. Paste your calendar's secret address below, and calls are offered only when it shows you free.",
    fresh: (age: string) => `Read ${age} ago: times it shows as busy are not offered.`,
    failing: (age: string | null) =>
      age
        ? `The last refresh failed. The copy read ${age} ago is still used, so its busy times are kept.`
        : "It has never been read: only your hours and bookings decide what is offered.",
    lastError: (error: string) => `Last error: ${error}`,
    events: (events: number, unreadable: number) =>
      `${counted(events, "event")}${unreadable > 0 ? `, ${unreadable} that could not be read (left out)` : ""}.`,
  },
  /** The busy calendar's secret address, pasted by the owner: never shown whole again. */
  calendarAddress: {
    heading: "Your calendar's address",
    intro:
      "Paste the secret address your calendar gives in iCal format (Google Calendar: Settings, your calendar, Integrate calendar, Secret address in iCal format; Outlook: Settings, Shared calendars, Publish a calendar, ICS link; iPhone: Calendar, the i beside a calendar, Public Calendar). It is kept private and never shown whole again.",
    inUse: "In use:",
    fromServer: "set on the server (BOOKING_BUSY_ICS_URL). An address saved here is used instead.",
    savedHere: "saved here. Paste another to replace it.",
    label: "Secret address",
    hint: "Starts with https:// or webcal://",
    save: "Check and save the address",
    remove: "Remove the address",
    saved: "Saved: your calendar was read, and its busy times are no longer offered.",
    removed: "Removed.",
    problems: {
      required: "Paste your calendar's secret address",
      tooLong: `That address is too long: at most ${bookingSettingLimits.calendarAddress} characters`,
      notAddress: "That is not a web address: it should start with https:// or webcal://",
      scheme: "Use the address that starts with https:// or webcal://",
      credentials:
        "Leave the user name and password out: use the calendar's secret address, which needs neither",
    },
    unreadable: (reason: string) =>
      `Nothing was saved: your calendar could not be read at that address (${reason}).`,
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
    moveHeading: "Move the call",
    moveText:
      "Choose a new time: the same free times visitors see. They are mailed the new time and an updated invitation, and so are you.",
    move: "Move the call and tell them",
    moved: (when: string) =>
      `Moved to ${when}. They have been mailed the new time and an updated invitation.`,
    noOtherTimes: "There are no other free times to move it to.",
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
      "Days with no calls, one a line, such as 24/12/2026 or 24 Dec 2026, or several days as 24/12/2026 - 01/01/2027. Day first, always. England and Wales bank holidays are blocked already.",
    addDate: "Add a date",
    addDateHint: "Or pick one here: it joins the list when you save.",
    /** Why a line of the blocked dates was not read: the line is named, with what it says. */
    dateProblems: {
      unreadable: "could not be read as a date. Write it as 24/12/2026 or 24 Dec 2026",
      impossible: "is not a real date",
      outOfRange: "is not a date from 2000 to 2099",
      weekday: (weekday: string) => `names the wrong day: that date is a ${weekday}`,
      backwards: "ends before it starts",
      tooLong: "is longer than a year",
    },
    dateLine: (line: number, text: string, problem: string) => `Line ${line} ("${text}") ${problem}.`,
    /** "Line 3 too.", "Lines 3 and 4 too.", "Lines 3, 4 and 7 too.", "Lines 2, 3, 4, 5, 6 and 3 more too." */
    moreDateLines: (lines: readonly number[], more: number) => {
      const named = more > 0 ? [...lines.map(String), `${more} more`] : lines.map(String);
      const listed = named.length === 1 ? named[0] : `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`;
      return ` Line${named.length === 1 ? "" : "s"} ${listed} too.`;
    },
    addedDate: "Pick a date with the date picker, or type it in the list",
    buffer: "Gap between calls",
    bufferOption: (minutes: number) => (minutes === 0 ? "None" : `${minutes} minutes`),
    bufferOptions: Array.from(
      { length: bookingSettingLimits.bufferMaxMinutes / bookingSettingLimits.bufferStepMinutes + 1 },
      (_, i) => i * bookingSettingLimits.bufferStepMinutes,
    ),
    notice: "Minimum notice, in hours",
    horizon: "Bookings open this many days ahead",
    /** How a video call's joining link is made (decision 040). */
    video: {
      legend: "Video call links",
      hint: "Each video call's link is in its confirmation, its calendar file and the reminder.",
      perCall: "A new room for each call, named so that nobody can guess it",
      room: "The same meeting room for every call",
      service: "Video service address",
      serviceHint:
        "Jitsi Meet (https://meet.jit.si) needs no account; any service whose room is its address works.",
      prefix: "Start of each room's name",
      roomAddress: "Meeting room address",
      roomHint: "Your Teams, Zoom or Google Meet room's link, for a single room.",
    },
    save: "Save settings",
    saved: "Saved. The free times offered on the site follow these settings now.",
    invalid: "Nothing was saved: correct the fields marked below.",
  },
} as const;
