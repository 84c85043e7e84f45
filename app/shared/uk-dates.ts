/**
 * Dates as people in the UK write them, for the owner's blocked dates: "24/12/2026", "24/12/26",
 * "24 Dec 2026", "Thu 24 December 2026", "2026-12-24", one a line, and ranges ("24/12/2026 -
 * 01/01/2027"). Numbers are always day first: 01/02/2027 is the 1st of February, never January
 * the 2nd, and 12/24/2026 is no date at all. Dates are YYYY-MM-DD once read.
 */

/** Why a line could not be read (the back office's words name the line and say which). */
export type DateLineProblem =
  | "unreadable"
  | "impossible"
  | "outOfRange"
  | "weekday"
  | "backwards"
  | "tooLong";
export type DateLineError = { line: number; text: string; problem: DateLineProblem; weekday?: string };

/** The years a blocked date may fall in: two-digit years are this century's. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2099;
/** A range longer than a year is a typing slip (and would fill the list). */
const LONGEST_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const SHORT_MONTHS = MONTHS.map((month) => month.slice(0, 3));
const SHORT_WEEKDAYS = WEEKDAYS.map((day) => day.slice(0, 3));

/** "dec", "december" or "sept": the month's number (1-12), else 0. */
function monthNumber(word: string): number {
  const name = word.toLowerCase().replace(/\.$/, "");
  if (name === "sept") return 9;
  const index = MONTHS.findIndex((month) => month === name || (name.length === 3 && month.startsWith(name)));
  return index + 1;
}

/** "thu", "thurs" or "thursday": the weekday (0 Sunday), else -1. */
function weekdayNumber(word: string): number {
  const name = word.toLowerCase().replace(/[.,]$/g, "");
  return WEEKDAYS.findIndex((day) => name.length >= 3 && day.startsWith(name));
}

const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);
const pad = (value: number) => String(value).padStart(2, "0");
const isoOf = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

// Day first, always; the year last with two or four digits; or the year first with four.
const NUMERIC = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/;
const YEAR_FIRST = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/;
const WORDS = /^(\d{1,2})(?:st|nd|rd|th)?[\s-]+(?:of\s+)?([a-z]+\.?),?[\s-]+(\d{4}|\d{2})$/i;
const MONTH_FIRST = /^([a-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4}|\d{2})$/i;

/** The year as written (two or four digits), the month and the day. */
type DateParts = [year: string, month: number, day: number];
/** A month's name read as its number, or no date at all when it is no month's. */
const named = (year: string, month: string, day: string): DateParts | undefined =>
  monthNumber(month) ? [year, monthNumber(month), Number(day)] : undefined;

/** Each way of writing a date, and where its year, month and day are. */
const FORMS: [RegExp, (match: RegExpExecArray) => DateParts | undefined][] = [
  [NUMERIC, (m) => [m[3]!, Number(m[2]), Number(m[1])]],
  [YEAR_FIRST, (m) => [m[1]!, Number(m[2]), Number(m[3])]],
  [WORDS, (m) => named(m[3]!, m[2]!, m[1]!)],
  [MONTH_FIRST, (m) => named(m[3]!, m[1]!, m[2]!)],
];

type Read = { date: string } | { problem: DateLineProblem; weekday?: string };

/** One date as written, read day first. */
export function readUkDate(written: string): Read {
  let text = written.trim().replace(/\.$/, "");
  // A weekday in front ("Thu 24 Dec 2026", as the list shows dates) must be the date's.
  let weekday = -1;
  const first = /^([a-z]+\.?),?\s+(?=\d)/i.exec(text);
  if (first && !monthNumber(first[1]!)) {
    weekday = weekdayNumber(first[1]!);
    if (weekday === -1) return { problem: "unreadable" };
    text = text.slice(first[0].length);
  }
  let parts: DateParts | undefined;
  for (const [pattern, partsOf] of FORMS) {
    const match = pattern.exec(text);
    parts = match ? partsOf(match) : undefined;
    if (parts) break;
  }
  if (!parts) return { problem: "unreadable" };
  const [yearText, month, day] = parts;
  const year = Number(yearText) + (yearText.length === 2 ? FIRST_YEAR : 0);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return { problem: "impossible" };
  if (year < FIRST_YEAR || year > LAST_YEAR) return { problem: "outOfRange" };
  if (weekday !== -1 && weekday !== date.getUTCDay())
    return { problem: "weekday", weekday: capital(WEEKDAYS[date.getUTCDay()]!) };
  return { date: isoOf(year, month, day) };
}

// Where a range may be split: a dash of any kind, "to", "until" (tried in turn until both sides read).
const RANGE_SEPARATORS = /\s*(?:[-–—]|\bto\b|\buntil\b|\btill\b)\s*/gi;

/** A line's days (counted from 1970, so that a range is two numbers): one date, or a range. */
type Days = { first: number; last: number };
const dayNumber = (date: string) => utc(date) / DAY_MS;

function readEntry(text: string): Days | { problem: DateLineProblem; weekday?: string } {
  const single = readUkDate(text);
  if ("date" in single) return { first: dayNumber(single.date), last: dayNumber(single.date) };
  let sides: [Read, Read] | undefined;
  for (const separator of text.matchAll(RANGE_SEPARATORS)) {
    const from = readUkDate(text.slice(0, separator.index));
    const to = readUkDate(text.slice(separator.index + separator[0].length));
    const readable = (side: Read) => !("problem" in side) || side.problem !== "unreadable";
    if (readable(from) && readable(to)) {
      sides = [from, to];
      break;
    }
  }
  if (!sides) return single;
  const [from, to] = sides;
  if (!("date" in from)) return from;
  if (!("date" in to)) return to;
  const [first, last] = [dayNumber(from.date), dayNumber(to.date)];
  if (last < first) return { problem: "backwards" };
  if (last - first >= LONGEST_RANGE_DAYS) return { problem: "tooLong" };
  return { first, last };
}

/** A line longer than this is no date or range (a range written out in full is about 35 characters). */
const LONGEST_LINE = 80;

/**
 * The dates of a text, one date or range a line (a line of several, separated by commas, is read
 * piece by piece): sorted, each once, and what could not be read with its line number (from 1).
 * Reading stops once there are more than `most` dates: more cannot be kept anyway.
 */
export function readUkDates(
  text: string,
  most = Number.POSITIVE_INFINITY,
): { dates: string[]; errors: DateLineError[] } {
  const days = new Set<number>();
  const errors: DateLineError[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    if (days.size > most) break;
    const line = raw.trim();
    if (!line) continue;
    if (line.length > LONGEST_LINE) {
      errors.push({ line: index + 1, text: line, problem: "unreadable" });
      continue;
    }
    const whole = readEntry(line);
    const pieces = line
      .split(/[,;]/)
      .map((piece) => piece.trim())
      .filter(Boolean);
    const entries =
      "first" in whole || pieces.length < 2
        ? [{ text: line, read: whole }]
        : pieces.map((piece) => ({ text: piece, read: readEntry(piece) }));
    for (const entry of entries) {
      if (!("first" in entry.read)) errors.push({ line: index + 1, text: entry.text, ...entry.read });
      else for (let day = entry.read.first; day <= entry.read.last; day++) days.add(day);
    }
  }
  const dates = [...days]
    .sort((a, b) => a - b)
    .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));
  return { dates, errors };
}

/** True for a real calendar day written YYYY-MM-DD (not 2027-02-30), as dates are kept once read. */
export function isLocalDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** A date as the list shows it: "Thu 24 Dec 2026" (which reads back as the same date). */
export function formatUkDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return `${capital(SHORT_WEEKDAYS[day.getUTCDay()]!)} ${d} ${capital(SHORT_MONTHS[m - 1]!)} ${y}`;
}

/** Dates as lines of the list: one a line, three or more days in a row as a range. */
export function ukDateLines(dates: readonly string[]): string {
  const sorted = [...new Set(dates)].sort();
  const runs: string[][] = [];
  for (const date of sorted) {
    const run = runs.at(-1);
    if (run && utc(date) - utc(run.at(-1)!) === DAY_MS) run.push(date);
    else runs.push([date]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3 ? [`${formatUkDate(run[0]!)} - ${formatUkDate(run.at(-1)!)}`] : run.map(formatUkDate),
    )
    .join("\n");
}
