import { columnsFor } from "~/components/site/balanced-grid";
import { bookPage } from "~/content/booking";
import { cn } from "~/lib/cn";
import type { SlotDay } from "~/shared/booking-days";

// Whole class names, so Tailwind finds them in the source.
const phoneColumns = ["", "grid-cols-1", "grid-cols-2", "grid-cols-3", "grid-cols-4"] as const;
const wideColumns = [
  "",
  "sm:grid-cols-1",
  "sm:grid-cols-2",
  "sm:grid-cols-3",
  "sm:grid-cols-4",
  "sm:grid-cols-5",
];

/**
 * A picker's grid of `count` choices, at most `phone` a row on a phone and `wide` from 640 px,
 * never leaving one choice alone on the last row (five times as 3+2, sixteen days as 4x4).
 */
export function pickerGrid(count: number, phone: 3 | 4, wide: 4 | 5): string {
  return cn("grid gap-2", phoneColumns[columnsFor(count, phone)], wideColumns[columnsFor(count, wide)]);
}

/**
 * The days with free times, as links (`?day=`, so that they work without JavaScript); with it,
 * `onPick` switches the day in place. The day shown is `aria-current`.
 */
export function DayPicker({
  days,
  current,
  href,
  onPick,
}: {
  days: readonly SlotDay[];
  current: string;
  href: (date: string) => string;
  onPick?: (date: string) => void;
}) {
  return (
    <>
      <h2 id="days-title" className="text-lg font-semibold text-ink">
        {bookPage.daysLabel}
      </h2>
      <ul aria-labelledby="days-title" className={cn("mt-3", pickerGrid(days.length, 4, 5))}>
        {days.map((day) => {
          const selected = day.date === current;
          return (
            <li key={day.date}>
              <a
                href={href(day.date)}
                aria-current={selected ? "date" : undefined}
                onClick={
                  onPick
                    ? (event) => {
                        event.preventDefault();
                        // The address follows, so a reload or a shared link shows the same day.
                        window.history.replaceState(null, "", href(day.date).replace(/#.*/, ""));
                        onPick(day.date);
                      }
                    : undefined
                }
                className={cn(
                  "flex min-h-14 flex-col items-center justify-center rounded-lg border px-1 py-1.5 text-center text-sm leading-tight",
                  selected
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-200 bg-white text-ink hover:border-brand-700 hover:bg-brand-50",
                )}
              >
                <span className="font-semibold">{day.weekday}</span> <span>{day.short}</span>
                <span className="sr-only">, {bookPage.slotCount(day.slots.length)}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** The legend of a day's free times: "Free times on Tuesday 1 December 2026, UK time (GMT)". */
export const timesLegend = (day: SlotDay) =>
  `${bookPage.timesLabel(day.label)}, ${bookPage.ukTime(day.zone)}`;
