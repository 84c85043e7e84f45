import ICAL from "ical.js";
import { bookingTimeZone } from "../../app/content/booking";
import { type BusyInterval, mergeIntervals } from "./busy-intervals";
import { instantInZone, isKnownZone, ukStartOfDay } from "./time";

export type BusyExpansion = {
  /** Sorted by start, overlapping and touching intervals merged. */
  intervals: BusyInterval[];
  /** Events read (a recurring event and its overrides count once each). */
  events: number;
  /** Events left out because their dates or rules could not be read. */
  unreadable: number;
};

/** The file is not an iCalendar file at all (an error page, a truncated download). */
export class MalformedCalendarError extends Error {}

// A rule expanding to more than this before the window ends (FREQ=MINUTELY for years) is cut
// short there: the window's times it has reached are kept.
const MAX_OCCURRENCES = 50_000;

type Item = ICAL.Event;

/** False for what does not make the owner busy: free time (TRANSP), cancelled events. */
function blocksTime(item: Item): boolean {
  const component = item.component;
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  const transp = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const outlook = String(component.getFirstPropertyValue("x-microsoft-cdo-busystatus") ?? "").toUpperCase();
  return status !== "CANCELLED" && transp !== "TRANSPARENT" && outlook !== "FREE";
}

/**
 * The zone of a time the file leaves floating (no TZID, or a TZID it does not define): the TZID
 * when the runtime knows it ("America/New_York"), otherwise the owner's (a floating time, or a
 * Windows name like "GMT Standard Time").
 */
function zoneOfFloating(item: Item): string {
  const tzid = item.component.getFirstProperty("dtstart")?.getParameter("tzid");
  return typeof tzid === "string" && isKnownZone(tzid) ? tzid : bookingTimeZone;
}

type InstantOf = (time: ICAL.Time, floatingZone: string) => number;

/**
 * Reads iCalendar times as instants: UTC as it is; a zone the file defines (VTIMEZONE) by the
 * file's rules; a floating time in `floatingZone`; an all-day date as midnight starting that UK
 * day. Zone offsets only change on the hour, so each (zone, day, hour) is converted once and the
 * rest of the hour reuses its offset: a thousand-event calendar reads in a tenth of the time.
 */
function createReader(): InstantOf {
  const offsets = new Map<string, number>();
  return (time, floatingZone) => {
    if (time.isDate) {
      const pad = (n: number) => String(n).padStart(2, "0");
      return ukStartOfDay(`${time.year}-${pad(time.month)}-${pad(time.day)}`);
    }
    const tzid = time.zone?.tzid;
    if (tzid === "UTC") return time.toUnixTime() * 1000;
    const floating = !tzid || tzid === "floating";
    const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
    const key = `${floating ? floatingZone : tzid}|${time.year}-${time.month}-${time.day}T${time.hour}`;
    let offset = offsets.get(key);
    if (offset === undefined) {
      offset = wall - (floating ? instantInZone(floatingZone, time) : time.toUnixTime() * 1000);
      offsets.set(key, offset);
    }
    return wall - offset;
  };
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * ical.js steps through a series from its first instance, and a daily meeting set up three years
 * ago has a thousand instances before the window. When the instances depend on the weekday alone
 * (DAILY or WEEKLY, at most a plain BYDAY, no COUNT, no RDATE), moving the series' start forward by
 * whole multiples of its repeat (7 x INTERVAL days, on the UK wall clock) to just before the window
 * leaves every instance from there on as it was. Any other rule is stepped through in full.
 */
function skipToWindow(event: Item, from: number, zone: string, instantOf: InstantOf): void {
  const component = event.component;
  const rules = component.getAllProperties("rrule");
  if (rules.length !== 1 || component.hasProperty("rdate")) return;
  const rule = rules[0]!.getFirstValue() as ICAL.Recur;
  if (rule.count || (rule.freq !== "DAILY" && rule.freq !== "WEEKLY")) return;
  const parts = Object.entries(rule.parts).filter(([, values]) => values && values.length > 0);
  if (
    parts.some(
      ([part, values]) => part !== "BYDAY" || (values as unknown[]).some((day) => /\d/.test(String(day))),
    )
  )
    return;
  const start = event.startDate;
  const end = event.endDate;
  const lengthDays = Math.ceil((instantOf(end, zone) - instantOf(start, zone)) / DAY_MS);
  const step = 7 * (rule.interval || 1);
  const days = Math.floor((from - instantOf(start, zone)) / DAY_MS) - lengthDays - 2;
  const shift = Math.floor(days / step) * step;
  if (shift <= 0) return;
  const movedStart = start.clone();
  movedStart.adjust(shift, 0, 0, 0);
  if (component.hasProperty("dtend")) {
    const movedEnd = end.clone();
    movedEnd.adjust(shift, 0, 0, 0);
    event.endDate = movedEnd;
  }
  event.startDate = movedStart;
}

/** Groups the file's events: each recurring or single event with the overrides of its instances. */
function eventsOf(calendars: ICAL.Component[]) {
  const byUid = new Map<string, { master?: ICAL.Component; overrides: ICAL.Component[] }>();
  let unnamed = 0;
  for (const calendar of calendars) {
    for (const vevent of calendar.getAllSubcomponents("vevent")) {
      const uid = String(vevent.getFirstPropertyValue("uid") ?? `no-uid-${unnamed++}`);
      const entry = byUid.get(uid) ?? { overrides: [] };
      if (vevent.hasProperty("recurrence-id")) entry.overrides.push(vevent);
      else entry.master = vevent;
      byUid.set(uid, entry);
    }
  }
  return byUid.values();
}

function parseCalendars(ics: string): ICAL.Component[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(ics);
  } catch (error) {
    throw new MalformedCalendarError(`not an iCalendar file: ${(error as Error).message}`);
  }
  // One calendar parses to a jCal array ["vcalendar", ...]; several, to an array of them.
  const list = (Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[];
  const calendars = list.map((jcal) => new ICAL.Component(jcal as unknown[]));
  if (calendars.length === 0 || calendars.some((c) => c.name !== "vcalendar")) {
    throw new MalformedCalendarError("not an iCalendar file: no VCALENDAR");
  }
  return calendars;
}

type Window = { from: number; to: number };
type Options = { stepEveryInstance?: boolean };

/** One event (single or recurring) with the overrides of its instances, into `keep`. */
function expandEvent(
  { master, overrides }: { master?: ICAL.Component; overrides: ICAL.Component[] },
  window: Window,
  instantOf: InstantOf,
  keep: (start: number, end: number) => void,
  { stepEveryInstance = false }: Options,
): void {
  const exceptions = overrides.map((component) => new ICAL.Event(component));
  for (const exception of exceptions) {
    if (!blocksTime(exception)) continue;
    const zone = zoneOfFloating(exception);
    keep(instantOf(exception.startDate, zone), instantOf(exception.endDate, zone));
  }
  if (!master) return;
  const event = new ICAL.Event(master, { exceptions, strictExceptions: true });
  const zone = zoneOfFloating(event);
  if (!event.isRecurring()) {
    if (blocksTime(event)) keep(instantOf(event.startDate, zone), instantOf(event.endDate, zone));
    return;
  }
  // Instances with an override were kept (or not) above, as their override says.
  const overridden = new Set(exceptions.map((e) => instantOf(e.recurrenceId, zone)));
  // How long before the window an instance can start and still reach into it (an override of
  // this and future instances may move them by any amount: then every instance is read).
  const reach = exceptions.some((e) => e.modifiesFuture())
    ? Number.POSITIVE_INFINITY
    : instantOf(event.endDate, zone) - instantOf(event.startDate, zone) + DAY_MS;
  if (!stepEveryInstance) skipToWindow(event, window.from, zone, instantOf);
  const iterator = event.iterator();
  for (let n = 0, next = iterator.next(); next && n < MAX_OCCURRENCES; n++, next = iterator.next()) {
    const at = instantOf(next, zone);
    if (at >= window.to) break;
    if (at + reach <= window.from || overridden.has(at)) continue;
    const details = event.getOccurrenceDetails(next);
    if (blocksTime(details.item)) keep(instantOf(details.startDate, zone), instantOf(details.endDate, zone));
  }
}

/** The expansion, one event per step, so a caller can let other work run between steps. */
function* expansion(ics: string, window: Window, options: Options): Generator<void, BusyExpansion> {
  const instantOf = createReader();
  const found: BusyInterval[] = [];
  const keep = (start: number, end: number) => {
    if (end > window.from && start < window.to && end > start) found.push({ start, end });
  };
  let events = 0;
  let unreadable = 0;
  for (const event of eventsOf(parseCalendars(ics))) {
    events += event.overrides.length + (event.master ? 1 : 0);
    try {
      expandEvent(event, window, instantOf, keep, options);
    } catch {
      // A date or rule ical.js cannot read: that event is left out, the rest of the file kept.
      unreadable++;
    }
    yield;
  }
  return { intervals: mergeIntervals(found), events, unreadable };
}

/**
 * The busy intervals of an iCalendar file that overlap [from, to): recurring events expanded
 * (RRULE, RDATE, EXDATE), overridden instances (RECURRENCE-ID) taken from their override, times
 * read in the zone their TZID's VTIMEZONE defines (floating times in UK time), all-day events as
 * whole UK days; free (TRANSP:TRANSPARENT) and cancelled events left out. Throws
 * MalformedCalendarError when the text is not an iCalendar file.
 */
export function expandBusyCalendar(ics: string, window: Window, options: Options = {}): BusyExpansion {
  const steps = expansion(ics, window, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The same, giving the event loop back every few milliseconds so requests are not held up. */
export async function expandBusyCalendarInSlices(
  ics: string,
  window: Window,
  sliceMs = 10,
): Promise<BusyExpansion> {
  const steps = expansion(ics, window, {});
  let sliceEnd = performance.now() + sliceMs;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() > sliceEnd) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceEnd = performance.now() + sliceMs;
    }
  }
}
