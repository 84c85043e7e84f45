import { Link } from "react-router";
import { BookingList, type ListedCall } from "~/components/admin/booking-list";
import { BusyCalendarStatus, calendarFailing } from "~/components/admin/busy-calendar-status";
import { buttonClasses } from "~/components/ui/button";
import { bookingsOffice as words } from "~/content/back-office-bookings";
import { requireAdmin } from "~/lib/admin.server";
import { seo } from "~/lib/seo";
import { firstLine } from "~/shared/first-line";
import type { Route } from "./+types/bookings";

export const meta: Route.MetaFunction = () =>
  seo({ title: `${words.title} · Back office`, description: words.description, noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(context, request);
  const [list, calendar] = await Promise.all([admin.bookings.list(), admin.bookings.busyCalendar()]);
  // The list carries what it shows, no more (the visitor's address and phone are on the call's page).
  const shown = (calls: typeof list.today): ListedCall[] =>
    calls.map(({ id, name, company, start_at, call_kind, status, topic }) => ({
      id,
      name,
      company,
      start_at,
      call_kind,
      status,
      topic: topic ? firstLine(topic) : null,
    }));
  return {
    today: shown(list.today),
    upcoming: shown(list.upcoming),
    past: shown(list.past),
    now: list.now,
    calendar,
  };
}

/** The booked calls, made for a phone: today's and those to come first, then the past. */
export default function Bookings({ loaderData }: Route.ComponentProps) {
  const { today, upcoming, past, calendar, now } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{words.title}</h1>
        <Link to="/admin/bookings/settings" className={buttonClasses("outline", "sm")}>
          {words.settingsLink}
        </Link>
      </div>
      {/* The calendar's health is on the settings page; here only when it needs attention. */}
      {calendarFailing(calendar) ? <BusyCalendarStatus state={calendar} now={now} /> : null}
      <BookingList title={words.sections.today} calls={today} empty={words.empty.today} />
      <BookingList title={words.sections.upcoming} calls={upcoming} empty={words.empty.upcoming} />
      <BookingList title={words.sections.past} calls={past} empty={words.empty.past} />
    </>
  );
}
