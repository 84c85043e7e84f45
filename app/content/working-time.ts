import { currentFacts } from "./company";

/**
 * The firm's working time, in which the reply promise is counted (DESIGN.md "Following up a lead",
 * docs/decisions/038): Monday to Friday on the UK clock, England and Wales bank holidays out
 * (server/working-time.ts keeps the calendar). A lead is answered within one working day: by the
 * same time on the next working day. The hours are the firm's facts (company.ts, set in the back
 * office). The booking's weekly hours are the owner's own setting.
 */
export const workingHours = {
  get opens() {
    return currentFacts().opens;
  },
  get closes() {
    return currentFacts().closes;
  },
} as const;

/** The working days' names, as the promise states them. */
export const workingDays = "Monday to Friday";

/** The promise in words, beside the specification's own (`company.replyWithin`). */
export const replyPromise = {
  withinOneWorkingDay: "within one working day",
  get hours() {
    return `${workingDays}, ${workingHours.opens} to ${workingHours.closes} UK time`;
  },
} as const;

/**
 * When a reply is due, as a person writes it: "by 12:00 today", "by 17:30 tomorrow", "by 12:00 on
 * Monday", and with the date once it is more than six days away ("by 12:00 on Monday 4 January").
 */
export const replyBy = {
  today: (time: string) => `by ${time} today`,
  tomorrow: (time: string) => `by ${time} tomorrow`,
  onDay: (time: string, day: string) => `by ${time} on ${day}`,
} as const;
