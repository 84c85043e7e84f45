import { data } from "react-router";
import { CancelCall, CancelConfirmation } from "~/components/booking/cancel-call";
import { MoveTimes } from "~/components/booking/move-times";
import { FormAlert } from "~/components/forms/form-alert";
import { Island } from "~/components/island";
import { StatusPage } from "~/components/site/status-page";
import {
  bookingCalendar,
  type CallWays,
  howTheCall,
  MANAGE_PATH,
  managePage as words,
} from "~/content/booking";
import { callCancelDeclaration } from "~/forms/call-cancel/call-cancel";
import { callCancelQuestionDeclaration } from "~/forms/call-cancel-question/call-cancel-question";
import { callMoveDeclaration } from "~/forms/call-move/call-move";
import type { PageHandle } from "~/islands/registry";
import { formAction } from "~/lib/forms/form-action";
import { answeredAt } from "~/lib/forms/form-answer";
import { seo } from "~/lib/seo";
import { formatCallTime } from "~/shared/dates";
import type { Route } from "./+types/book-manage";

export const meta: Route.MetaFunction = () => seo({ ...words.seo, noindex: true });

/** Cancelling asks in a dialog with JavaScript (without, a page of its own). */
export const handle = { islands: ["cancel-call"] } satisfies PageHandle;

export const headers: Route.HeadersFunction = ({ actionHeaders }) => ({
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  ...(actionHeaders.has("Retry-After") ? { "Retry-After": actionHeaders.get("Retry-After")! } : {}),
});

/** What the visitor's link shows: their call, or why the link no longer does anything. */
type Ended = "invalid" | "cancelled" | "started";

/** Google's and Outlook's "add an event" links: the call, in UTC, with its words and its room. */
function calendarLinks(booking: CallWays & { start_at: string; end_at: string }) {
  const compact = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const details = bookingCalendar.description(booking);
  const location: Record<string, string> =
    booking.call_kind === "video" && booking.video_link ? { location: booking.video_link } : {};
  const google = new URL("https://calendar.google.com/calendar/render");
  google.search = new URLSearchParams({
    action: "TEMPLATE",
    text: bookingCalendar.summary,
    dates: `${compact(booking.start_at)}/${compact(booking.end_at)}`,
    details,
    ...location,
  }).toString();
  const outlook = new URL("https://outlook.live.com/calendar/0/deeplink/compose");
  outlook.search = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: bookingCalendar.summary,
    startdt: booking.start_at,
    enddt: booking.end_at,
    body: details,
    ...location,
  }).toString();
  return { google: google.toString(), outlook: outlook.toString() };
}

/**
 * The link in the visitor's mails, `/book/manage/<token>`: the confirmation once booked (`?booked`),
 * then the call with ways to move or cancel it until it starts. A link that is not ours (mistyped,
 * tampered with, or its booking erased) answers 404; one whose call is cancelled or has started,
 * 410; neither changes anything.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.booking;
  const found = await services.bookings.findByManageToken(params.token);
  const search = new URL(request.url).searchParams;
  const done = search.get("done");
  if (found.status === "cancelled" && done === "cancelled")
    return data({ ended: null, cancelledNow: true, view: null });
  if (found.status !== "ok") {
    const ended: Ended = found.status;
    return data({ ended, cancelledNow: false, view: null }, { status: ended === "invalid" ? 404 : 410 });
  }
  const { booking } = found;
  const { days, day } = await services.moveChoices(booking, search.get("day"));
  return data({
    ended: null,
    cancelledNow: false,
    view: {
      when: formatCallTime(booking.start_at, booking.end_at),
      how: howTheCall(booking),
      phone: booking.call_kind === "phone" ? booking.phone : null,
      videoLink: booking.call_kind === "video" ? booking.video_link : null,
      email: booking.email,
      topic: booking.topic,
      links: calendarLinks(booking),
      booked: search.has("booked"),
      moved: done === "moved",
      days,
      day,
    },
  });
}

/**
 * Moving or cancelling, posted from the page (no JavaScript needed): the declared forms
 * (app/forms/call-*), through the forms' pipeline, the link in the page's address checked
 * again. Cancelling asks once: the first post answers with the question, the second cancels.
 */
export const action = formAction(callMoveDeclaration, callCancelQuestionDeclaration, callCancelDeclaration);

/** The sentence with the number to phone kept on one line: "01632 960555" never splits at a phone's width. */
function oneLineNumber(sentence: string, phone: string | null) {
  const at = phone ? sentence.indexOf(phone) : -1;
  if (!phone || at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      <span className="whitespace-nowrap">{phone}</span>
      {sentence.slice(at + phone.length)}
    </>
  );
}

export default function BookManage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { ended, cancelledNow, view } = loaderData;
  if (cancelledNow)
    return (
      <StatusPage title={words.cancel.done.title} message={words.cancel.done.text} next={words.bookAnother} />
    );
  if (ended || !view) {
    const said = words[ended ?? "invalid"];
    return <StatusPage title={said.title} message={said.text} next={words.bookAnother} />;
  }
  const here = `${MANAGE_PATH}/${encodeURIComponent(params.token)}`;
  const confirmCancel = actionData?.ok ? actionData.details?.confirmCancel : undefined;
  if (confirmCancel) return <CancelConfirmation action={here} when={confirmCancel} />;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  return (
    <section className="bg-slate-50">
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-14">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {view.booked ? words.booked.title : words.title}
          </h1>
          {view.booked ? (
            <p className="mt-3 leading-7 text-muted sm:text-lg">{words.booked.text(view.email)}</p>
          ) : null}
          {view.moved ? (
            <p
              role="status"
              className="mt-3 rounded-xl border-2 border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
            >
              {words.move.done}
            </p>
          ) : null}
        </div>

        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <dl className="grid gap-3 wrap-anywhere sm:grid-cols-[8rem_1fr]">
            <dt className="font-semibold text-ink">{words.labels.when}</dt>
            <dd className="text-ink">{view.when}</dd>
            <dt className="font-semibold text-ink">{words.labels.how}</dt>
            <dd className="text-ink">
              <span>{oneLineNumber(view.how, view.phone)}</span>
              {view.videoLink ? (
                <a
                  href={view.videoLink}
                  rel="noopener noreferrer"
                  className="mt-2 flex min-h-11 w-fit items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-600"
                >
                  {words.join}
                </a>
              ) : null}
            </dd>
            <dt className="font-semibold text-ink">{words.labels.with}</dt>
            <dd className="text-ink">{words.withWhom}</dd>
            {view.topic ? (
              <>
                <dt className="font-semibold text-ink">{words.labels.topic}</dt>
                <dd className="whitespace-pre-line text-ink">{view.topic}</dd>
              </>
            ) : null}
          </dl>
          <h2 className="mt-6 font-semibold text-ink">{words.addToCalendar}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {[
              { href: `${here}/call.ics`, label: words.calendars.ics },
              { href: view.links.google, label: words.calendars.google },
              { href: view.links.outlook, label: words.calendars.outlook },
            ].map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  rel={link.href.startsWith("http") ? "noopener noreferrer" : undefined}
                  className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>

        {/* Checked by the server, whose answer says what to fix, not by the browser. */}
        <form
          noValidate
          method="post"
          action={answeredAt(here)}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 className="text-xl font-semibold text-ink">{words.move.title}</h2>
          <p className="mt-1 text-muted">{words.move.text}</p>
          {failure ? (
            <div className="mt-4">
              <FormAlert
                // No time chosen: the field's message alone, said once.
                title={failure.details?.title ?? failure.error}
                message={failure.details?.title ? failure.error : undefined}
                autoFocus
              />
            </div>
          ) : null}
          <MoveTimes
            days={view.days}
            day={view.day}
            href={(date) => `${here}?day=${date}#times`}
            submit={words.move.submit.idle}
            none={words.noOtherTimes}
          />
        </form>

        <Island name="cancel-call" component={CancelCall} props={{ action: here, when: view.when }} />
      </div>
    </section>
  );
}
