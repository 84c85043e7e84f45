import { type DateLineError, readUkDate, readUkDates, ukDateLines } from "~/shared/uk-dates";
import { bookingsOffice } from "../content/back-office-bookings";
import { bookingSettingLimits, type VideoLinks, type Weekday, weekdays } from "../content/booking";
import type { FieldErrors } from "./validation/fields";

/**
 * The owner's booking settings as the back office's form writes them, a plain form that works
 * without JavaScript: a day's hours as one line of ranges ("09:00-12:30, 13:30-17:00"), blocked
 * dates one a line as people in the UK write them (and one more from a date picker), numbers as
 * typed. Reading the form reshapes it: every rule is the settings schema's
 * (server/booking/settings.ts), whose errors are keyed by these field names; only a date that
 * cannot be read is refused here, naming its line.
 */

type Range = { start: string; end: string };
export type SettingsShape = {
  weeklyHours: Record<Weekday, readonly Range[]>;
  blockedDates: readonly string[];
  bufferMinutes: number;
  minimumNoticeHours: number;
  horizonDays: number;
  videoLinks: VideoLinks;
};

/** The form's field names of how a video call's link is made, which are also their errors' keys. */
export const videoFields = {
  kind: "videoLinks.kind",
  service: "videoLinks.service",
  prefix: "videoLinks.prefix",
  room: "videoLinks.room",
} as const;

/** The form's field name of a weekday's hours, which is also the key of its errors. */
export const hoursField = (day: Weekday) => `weeklyHours.${day}`;

/** The settings as the form's fields show them. */
export function settingsFormValues(settings: SettingsShape): Record<string, string> {
  return {
    ...Object.fromEntries(
      weekdays.map(({ key }) => [
        hoursField(key),
        settings.weeklyHours[key].map((range) => `${range.start}-${range.end}`).join(", "),
      ]),
    ),
    blockedDates: ukDateLines(settings.blockedDates),
    bufferMinutes: String(settings.bufferMinutes),
    minimumNoticeHours: String(settings.minimumNoticeHours),
    horizonDays: String(settings.horizonDays),
    [videoFields.kind]: settings.videoLinks.kind,
    [videoFields.service]: settings.videoLinks.service,
    [videoFields.prefix]: settings.videoLinks.prefix,
    [videoFields.room]: settings.videoLinks.room,
  };
}

// "9:00" is read as "09:00"; anything else is left for the schema to refuse with its message.
const time = (text: string) => (/^\d:\d\d$/.test(text) ? `0${text}` : text);

function ranges(line: string): Range[] {
  return line
    .split(/[,;\n]/)
    .map((piece) => piece.trim())
    .filter(Boolean)
    .map((piece) => {
      const match = /^(\S+?)\s*(?:-|–|—|\bto\b)\s*(\S+)$/i.exec(piece);
      return match ? { start: time(match[1]!), end: time(match[2]!) } : { start: piece, end: "" };
    });
}

// An empty number field is no number (the schema's message), not zero.
const number = (value: FormDataEntryValue | null) => {
  const text = typeof value === "string" ? value.trim() : "";
  return text === "" ? Number.NaN : Number(text);
};

const words = bookingsOffice.settings;

/** What the owner reads about the lines of blocked dates that could not be read: the first, and the others' numbers. */
function datesError(errors: readonly DateLineError[]): string | undefined {
  const [first, ...others] = errors;
  if (!first) return undefined;
  const problem = words.dateProblems[first.problem];
  const said = words.dateLine(
    first.line,
    first.text.slice(0, 40),
    typeof problem === "function" ? problem(first.weekday ?? "") : problem,
  );
  const lines = [...new Set(others.map((error) => error.line))].filter((line) => line !== first.line);
  return lines.length > 0 ? said + words.moreDateLines(lines.slice(0, 5), lines.length - 5) : said;
}

/**
 * The posted form as settings for the schema to check (strings it cannot read become errors
 * there), and the errors of dates that could not be read at all.
 */
export function settingsFromForm(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? "");
  const fieldErrors: FieldErrors = {};
  const blocked = readUkDates(text("blockedDates"), bookingSettingLimits.blockedDates);
  const listed = datesError(blocked.errors);
  if (listed) fieldErrors.blockedDates = listed;
  const picked = text("addBlockedDate").trim();
  if (picked) {
    const read = readUkDate(picked);
    if ("date" in read) blocked.dates.push(read.date);
    else fieldErrors.addBlockedDate = words.addedDate;
  }
  const settings = {
    weeklyHours: Object.fromEntries(weekdays.map(({ key }) => [key, ranges(text(hoursField(key)))])),
    blockedDates: blocked.dates,
    bufferMinutes: number(form.get("bufferMinutes")),
    minimumNoticeHours: number(form.get("minimumNoticeHours")),
    horizonDays: number(form.get("horizonDays")),
    // A form without these fields (an older page) leaves how links are made as it is.
    ...(form.has(videoFields.service)
      ? {
          videoLinks: {
            kind: text(videoFields.kind),
            service: text(videoFields.service).trim(),
            prefix: text(videoFields.prefix).trim(),
            room: text(videoFields.room).trim(),
          },
        }
      : {}),
  };
  return { settings, fieldErrors };
}
