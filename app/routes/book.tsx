import { Island } from "~/components/island";
import { CheckedList } from "~/components/site/checked-list";
import { BOOK_PATH, bookPage } from "~/content/booking";
import { booking } from "~/forms/booking/booking";
import { BookingForm } from "~/forms/booking/booking-form";
import type { PageHandle } from "~/islands/registry";
import { formAction } from "~/lib/forms/form-action";
import { seo } from "~/lib/seo";
import { groupByDay, ukDay } from "~/shared/booking-days";
import type { Route } from "./+types/book";

export const meta: Route.MetaFunction = () => seo({ ...bookPage.seo, path: BOOK_PATH });

/** Rendered for each request (the free times of now); the form is an island. */
export const handle = { islands: ["booking-form"] } satisfies PageHandle;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * The free times of the owner's next weeks, grouped by UK day; `?day=` picks the day shown
 * (without JavaScript, the day links).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { slots } = await context.booking.availability.slots();
  const day = new URL(request.url).searchParams.get("day") ?? undefined;
  return { days: groupByDay(slots), day };
}

/** Without JavaScript the form posts here; with it, to POST /api/bookings (the same pipeline). */
export const action = formAction(booking);

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const { days } = loaderData;
  // The day shown: the one of the time just posted (refused), else the one asked for, else the first.
  const posted = typeof actionData?.values?.start === "string" ? actionData.values.start : undefined;
  const postedDay = posted && Number.isFinite(Date.parse(posted)) ? ukDay(posted) : undefined;
  const day = [postedDay, loaderData.day].find((date) => days.some((d) => d.date === date));
  return (
    <section className="bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-14 lg:grid-cols-12 lg:gap-10 lg:px-8">
        <div className="lg:col-span-4">
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-700 sm:text-sm">
            {bookPage.eyebrow}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{bookPage.title}</h1>
          <p className="mt-3 leading-7 text-muted sm:text-lg sm:leading-8">{bookPage.intro}</p>
          <CheckedList items={bookPage.points} className="mt-4 hidden space-y-2 text-ink sm:block" />
        </div>
        <div className="lg:col-span-8">
          <Island
            name="booking-form"
            component={BookingForm}
            props={{ days, day, serverResult: actionData }}
          />
        </div>
      </div>
    </section>
  );
}
