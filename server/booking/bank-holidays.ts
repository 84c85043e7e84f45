import Holidays from "date-holidays";
import { type LocalDate, weekdayIndex } from "./time";

/**
 * England and Wales bank holidays, from `date-holidays` (maintained, with substitute days and
 * one-off holidays such as a coronation). Only weekdays count: gov.uk lists the substitute Monday,
 * not the Saturday it stands for. bank-holidays.test.ts pins the library to gov.uk's list.
 */
const englandAndWales = new Holidays("GB", "ENG", { types: ["public"] });

const byYear = new Map<number, ReadonlySet<LocalDate>>();

/** The bank holidays of a year, as UK days. */
export function bankHolidays(year: number): ReadonlySet<LocalDate> {
  let days = byYear.get(year);
  if (!days) {
    days = new Set(
      englandAndWales
        .getHolidays(year)
        .filter((holiday) => holiday.type === "public")
        // `date` is the UK day ("2027-12-27 00:00:00"); start/end are instants in the host's zone.
        .map((holiday) => holiday.date.slice(0, 10))
        .filter((day) => weekdayIndex(day) < 5),
    );
    byYear.set(year, days);
  }
  return days;
}

export function isBankHoliday(date: LocalDate): boolean {
  return bankHolidays(Number(date.slice(0, 4))).has(date);
}
