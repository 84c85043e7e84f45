import { bookingsOffice } from "~/content/back-office-bookings";
import {
  bookingSettingLimits as limits,
  bookingSettingsMessages as messages,
  type Weekday,
  weekdays,
} from "~/content/booking";
import {
  type BookingSettings,
  dayHours,
  type HoursRange,
  settingRules,
  videoLinks,
} from "~/shared/booking-settings";
import { declareForm } from "~/shared/forms/declare";
import { type DateLineError, readUkDate, readUkDates, ukDateLines } from "~/shared/uk-dates";
import { textInput } from "~/shared/validation/fields";
import * as z from "~/shared/zod";

/**
 * The owner's booking settings as the back office's form writes them, a plain form that works
 * without JavaScript: a day's hours as one line of ranges ("09:00-12:30, 13:30-17:00"), blocked
 * dates one a line as people in the UK write them (and one more from a date picker), numbers as
 * typed. The form's schema reads each field and checks it with that setting's own rule
 * (app/shared/booking-settings.ts), so its errors are keyed by these field names; what it gives
 * is the settings themselves.
 */

const words = bookingsOffice.settings;

/** The form's field name of a weekday's hours, which is also the key of its errors. */
export const hoursField = (day: Weekday) => `weeklyHours.${day}` as const;
type HoursField = ReturnType<typeof hoursField>;

/** The form's field names of how a video call's link is made, which are also their errors' keys. */
export const videoFields = {
  kind: "videoLinks.kind",
  service: "videoLinks.service",
  prefix: "videoLinks.prefix",
  room: "videoLinks.room",
} as const;

/** The settings as the form's fields show them. */
export function settingsFormValues(settings: BookingSettings): Record<string, string> {
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

// "9:00" is read as "09:00"; anything else is left for the rule to refuse with its message.
const time = (text: string) => (/^\d:\d\d$/.test(text) ? `0${text}` : text);

/** A day's line of ranges as typed, as ranges: what cannot be read is left for the rule to refuse. */
export function readRanges(line: string): HoursRange[] {
  return line
    .split(/[,;\n]/)
    .map((piece) => piece.trim())
    .filter(Boolean)
    .map((piece) => {
      const match = /^(\S+?)\s*(?:-|–|—|\bto\b)\s*(\S+)$/i.exec(piece);
      return match ? { start: time(match[1]!), end: time(match[2]!) } : { start: piece, end: "" };
    });
}

/** A number as typed: an empty field is no number (the rule's message), not zero. */
export const readNumber = (typed: string) => (typed.trim() === "" ? Number.NaN : Number(typed.trim()));

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

const dayLine = z.pipe(z.pipe(textInput(messages.time), z.transform(readRanges)), dayHours);

/** The list of blocked dates: a line that cannot be read is named; the dates read keep their rule. */
const dateLines = z.pipe(
  z.pipe(
    textInput(messages.date),
    z.transform((text: string, context) => {
      const read = readUkDates(text, limits.blockedDates);
      const said = datesError(read.errors);
      if (said) context.issues.push({ code: "custom", message: said, input: text });
      return read.dates;
    }),
  ),
  settingRules.blockedDates,
);

/** The date picker's date, if one was picked. */
const pickedDate = z.pipe(
  textInput(words.addedDate),
  z.transform((text: string, context): string | undefined => {
    const typed = text.trim();
    if (!typed) return undefined;
    const read = readUkDate(typed);
    if ("date" in read) return read.date;
    context.issues.push({ code: "custom", message: words.addedDate, input: text });
    return undefined;
  }),
);

const typedNumber = <R extends z.ZodMiniType<number, number>>(rule: R, message: string) =>
  z.pipe(z.pipe(textInput(message), z.transform(readNumber)), rule);

const typedLine = textInput(messages.videoAddress).check(z.trim());

type VideoFields = Record<(typeof videoFields)[keyof typeof videoFields], string>;

/** How links are made, as the four fields give it; none at all from a page without them (an older one). */
function videoLinksTyped(form: VideoFields) {
  const typed = {
    kind: form[videoFields.kind],
    service: form[videoFields.service],
    prefix: form[videoFields.prefix],
    room: form[videoFields.room],
  };
  return Object.values(typed).every((value) => value === "") ? undefined : typed;
}

const fieldsRead = z
  .object({
    ...(Object.fromEntries(weekdays.map(({ key }) => [hoursField(key), dayLine])) as Record<
      HoursField,
      typeof dayLine
    >),
    blockedDates: dateLines,
    addBlockedDate: pickedDate,
    bufferMinutes: typedNumber(settingRules.bufferMinutes, messages.buffer),
    minimumNoticeHours: typedNumber(settingRules.minimumNoticeHours, messages.notice),
    horizonDays: typedNumber(settingRules.horizonDays, messages.horizon),
    [videoFields.kind]: typedLine,
    [videoFields.service]: typedLine,
    [videoFields.prefix]: typedLine,
    [videoFields.room]: typedLine,
  })
  .check(
    // The rules across fields, checked even when a field is refused, so every message shows at once.
    z.superRefine((form, context) => {
      const links = videoLinksTyped(form);
      const checked = links && videoLinks.safeParse(links);
      for (const issue of checked?.error?.issues ?? [])
        context.addIssue({
          code: "custom",
          message: issue.message,
          path: [`videoLinks.${String(issue.path[0] ?? "kind")}`],
        });
      const picked = form.addBlockedDate;
      if (Array.isArray(form.blockedDates) && picked && !form.blockedDates.includes(picked))
        if (form.blockedDates.length >= limits.blockedDates)
          context.addIssue({ code: "custom", message: messages.blockedDates, path: ["blockedDates"] });
    }),
  );

/**
 * What the form gives: the settings whole, typed from their own type, so that a setting added to
 * the schema and not to the form does not compile. `videoLinks` is left out (undefined) by a page
 * without its fields, and kept as saved.
 */
export type SettingsFromForm = Omit<BookingSettings, "videoLinks"> & {
  videoLinks: BookingSettings["videoLinks"] | undefined;
};

export const bookingSettingsFormSchema = z.pipe(
  fieldsRead,
  z.transform((form): SettingsFromForm => {
    const links = videoLinksTyped(form);
    return {
      weeklyHours: Object.fromEntries(
        weekdays.map(({ key }) => [key, form[hoursField(key)]]),
      ) as BookingSettings["weeklyHours"],
      // The date picked joins the list (once), which the rule across fields has counted.
      blockedDates: settingRules.blockedDates.parse([
        ...new Set([...form.blockedDates, ...(form.addBlockedDate ? [form.addBlockedDate] : [])]),
      ]),
      bufferMinutes: form.bufferMinutes,
      minimumNoticeHours: form.minimumNoticeHours,
      horizonDays: form.horizonDays,
      videoLinks: links && videoLinks.parse(links),
    };
  }),
);

const text = (label: string, id: string, more: { hint?: string } = {}) => ({ label, id, ...more });

/** The booking settings (/admin/bookings/settings): posted to the page, for a signed-in admin only. */
export const bookingSettingsDeclaration = declareForm({
  name: "booking-settings",
  intent: "settings",
  schema: bookingSettingsFormSchema,
  invalid: () => words.invalid,
  fields: {
    ...(Object.fromEntries(
      weekdays.map(({ key, label }) => [hoursField(key), text(label, `hours-${key}`)]),
    ) as Record<HoursField, ReturnType<typeof text>>),
    blockedDates: {
      kind: "textarea",
      label: words.blockedDates,
      id: "blocked-dates",
      hint: words.blockedDatesHint,
      rows: 4,
    },
    addBlockedDate: text(words.addDate, "add-blocked-date", { hint: words.addDateHint }),
    bufferMinutes: {
      kind: "select",
      label: words.buffer,
      id: "buffer",
      options: words.bufferOptions.map((minutes) => ({
        value: String(minutes),
        label: words.bufferOption(minutes),
      })),
    },
    minimumNoticeHours: text(words.notice, "notice"),
    horizonDays: text(words.horizon, "horizon"),
    [videoFields.kind]: {
      kind: "radios",
      label: words.video.legend,
      options: [
        { value: "per-call", label: words.video.perCall },
        { value: "room", label: words.video.room },
      ],
    },
    [videoFields.service]: text(words.video.service, "video-service", { hint: words.video.serviceHint }),
    [videoFields.prefix]: text(words.video.prefix, "video-prefix"),
    [videoFields.room]: text(words.video.roomAddress, "video-room", { hint: words.video.roomHint }),
  },
});
