import { bookingsOffice } from "~/content/back-office-bookings";
import { cn } from "~/lib/cn";
import { formatAge } from "~/shared/dates";

/** The owner's busy calendar as the server last read it (server/booking/busy-calendar.ts `status()`). */
export type BusyCalendarState = {
  configured: boolean;
  /** The address in use, masked (never whole), and whether the owner saved it in the back office. */
  address: string | null;
  saved: boolean;
  fetchedAt: string | null;
  lastError: string | null;
  events: number;
  unreadable: number;
};

const words = bookingsOffice.calendar;

/** Whether the busy calendar needs the owner's attention: connected, and its last refresh failed. */
export const calendarFailing = (state: BusyCalendarState) =>
  state.configured && (state.lastError !== null || state.fetchedAt === null);

/**
 * The busy calendar's health: the last good copy's age, and a warning with the last error while
 * refreshing fails (the last good copy is still used meanwhile).
 */
export function BusyCalendarStatus({ state, now }: { state: BusyCalendarState; now: string }) {
  const failing = calendarFailing(state);
  const age = state.fetchedAt ? formatAge(Date.parse(now) - Date.parse(state.fetchedAt)) : null;
  return (
    <section
      aria-labelledby="busy-calendar-heading"
      role={failing ? "alert" : undefined}
      className={cn(
        "mt-6 rounded-xl border p-4 sm:p-5",
        failing ? "border-amber-300 bg-amber-50 text-amber-950" : "border-slate-200 bg-white text-ink",
      )}
    >
      <h2 id="busy-calendar-heading" className="font-semibold">
        {words.heading}
      </h2>
      {!state.configured ? (
        <p className="mt-1 text-muted">{words.notConfigured}</p>
      ) : (
        <>
          <p className="mt-1">{failing ? words.failing(age) : words.fresh(age ?? "")}</p>
          {state.lastError ? <p className="mt-1 wrap-anywhere">{words.lastError(state.lastError)}</p> : null}
          {state.fetchedAt ? (
            <p className="mt-1 text-sm text-muted">{words.events(state.events, state.unreadable)}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
