import { data, Form, Link } from "react-router";
import { BusyCalendarAddress, type CalendarAnswer } from "~/components/admin/busy-calendar-address";
import { BusyCalendarStatus } from "~/components/admin/busy-calendar-status";
import { useFocusAnswer } from "~/components/admin/focus-answer";
import { Panel } from "~/components/admin/panel";
import { AuthNotice } from "~/components/forms/auth/auth-notice";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { bookingsOffice } from "~/content/back-office-bookings";
import { weekdays } from "~/content/booking";
import { requireAdmin } from "~/lib/admin.server";
import { hoursField, settingsFormValues, settingsFromForm, videoFields } from "~/lib/booking-settings-form";
import { seo } from "~/lib/seo";
import type { FieldErrors } from "~/lib/validation/fields";
import type { Route } from "./+types/booking-settings";

const words = bookingsOffice.settings;

export const meta: Route.MetaFunction = () =>
  seo({ title: `${words.title} · Back office`, description: words.description, noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(context, request);
  const [settings, calendar, feedUrl] = await Promise.all([
    admin.bookings.settings(),
    admin.bookings.busyCalendar(),
    admin.bookings.feedUrl(),
  ]);
  return { values: settingsFormValues(settings), calendar, feedUrl, now: new Date().toISOString() };
}

/** The busy calendar's address saved (checked and read first) or removed. */
async function calendarAction(
  { admin, actor }: Awaited<ReturnType<typeof requireAdmin>>,
  form: FormData,
): Promise<CalendarAnswer | ReturnType<typeof data<CalendarAnswer>>> {
  if (form.get("intent") === "calendar-remove") {
    await admin.bookings.removeBusyCalendar(actor);
    return { intent: "calendar-remove", ok: true };
  }
  const saved = await admin.bookings.saveBusyCalendar(actor, String(form.get("address") ?? ""));
  if (saved.ok) return { intent: "calendar", ok: true };
  const words = bookingsOffice.calendarAddress;
  const error =
    saved.problem === "unreadable" ? words.unreadable(saved.reason) : words.problems[saved.problem];
  return data({ intent: "calendar", ok: false, error, typed: saved.typed }, { status: 400 });
}

export async function action({ context, request }: Route.ActionArgs) {
  const signedIn = await requireAdmin(context, request);
  const { admin, actor } = signedIn;
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "feed") {
    await admin.bookings.replaceFeed(actor);
    return { intent: "feed" as const, ok: true as const };
  }
  if (intent === "calendar" || intent === "calendar-remove") return calendarAction(signedIn, form);
  const read = settingsFromForm(form);
  const saved = await admin.bookings.saveSettings(actor, read.settings, read.fieldErrors);
  if (saved.ok) return { intent: "settings" as const, ok: true as const };
  // Sent back as typed (the page without JavaScript is drawn again from these), with the errors.
  const typed = Object.fromEntries([...form].map(([name, value]) => [name, String(value)]));
  return data(
    { intent: "settings" as const, ok: false as const, fieldErrors: saved.fieldErrors, typed },
    { status: 400 },
  );
}

const control = "block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-ink";

/** The owner's booking settings, the busy calendar's health and the private calendar feed. */
export default function BookingSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { calendar, feedUrl, now } = loaderData;
  const failed = actionData?.intent === "settings" && !actionData.ok ? actionData : undefined;
  const values = failed?.typed ?? loaderData.values;
  const errors: FieldErrors = failed?.fieldErrors ?? {};
  const field = (name: string) => ({ name, defaultValue: values[name] ?? "", error: errors[name] });
  // Refused: the first field to correct; saved: the notice that says so.
  const page = useFocusAnswer<HTMLDivElement>(
    actionData?.intent === "settings" ? actionData : undefined,
    failed ? '[aria-invalid="true"]' : '[role="status"]',
  );
  return (
    <div ref={page}>
      <Link to="/admin/bookings" className="font-semibold text-brand-700 underline">
        ← {words.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{words.title}</h1>
      {actionData?.intent === "settings" ? (
        <div className="mt-4">
          <AuthNotice
            tone={actionData.ok ? "success" : "error"}
            title={actionData.ok ? words.saved : words.invalid}
            focus
          />
        </div>
      ) : null}
      {/* Drawn afresh from what was saved after a save, so the fields show the settings as kept. */}
      <Form method="post" key={JSON.stringify(loaderData.values)} className="mt-6 space-y-6" noValidate>
        <input type="hidden" name="intent" value="settings" />
        <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <legend className="px-1 font-semibold text-ink">{words.hoursLegend}</legend>
          <p className="text-sm text-muted">{words.hoursHint}</p>
          {weekdays.map((day) => (
            <Field key={day.key} id={`hours-${day.key}`} label={day.label} {...field(hoursField(day.key))} />
          ))}
        </fieldset>
        <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <Field
            id="blocked-dates"
            label={words.blockedDates}
            hint={words.blockedDatesHint}
            multiline
            rows={4}
            {...field("blockedDates")}
          />
          <Field
            id="add-blocked-date"
            type="date"
            label={words.addDate}
            hint={words.addDateHint}
            className="max-w-xs"
            {...field("addBlockedDate")}
          />
          <div>
            <label htmlFor="buffer" className="mb-1.5 block text-sm font-semibold text-ink">
              {words.buffer}
            </label>
            <select
              id="buffer"
              name="bufferMinutes"
              defaultValue={values.bufferMinutes}
              aria-invalid={errors.bufferMinutes ? true : undefined}
              aria-describedby={errors.bufferMinutes ? "buffer-error" : undefined}
              className={`${control} h-11`}
            >
              {words.bufferOptions.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {words.bufferOption(minutes)}
                </option>
              ))}
            </select>
            {errors.bufferMinutes ? (
              <p id="buffer-error" className="mt-1 text-sm font-medium text-red-700">
                {errors.bufferMinutes}
              </p>
            ) : null}
          </div>
          <Field id="notice" label={words.notice} inputMode="numeric" {...field("minimumNoticeHours")} />
          <Field id="horizon" label={words.horizon} inputMode="numeric" {...field("horizonDays")} />
        </div>
        <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <legend className="px-1 font-semibold text-ink">{words.video.legend}</legend>
          <p className="text-sm text-muted">{words.video.hint}</p>
          {(["per-call", "room"] as const).map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-3 text-ink">
              <input
                type="radio"
                name={videoFields.kind}
                value={kind}
                defaultChecked={values[videoFields.kind] === kind}
                className="size-5"
              />
              {kind === "per-call" ? words.video.perCall : words.video.room}
            </label>
          ))}
          {errors[videoFields.kind] ? (
            <p className="text-sm font-medium text-red-700">{errors[videoFields.kind]}</p>
          ) : null}
          <Field
            id="video-service"
            type="url"
            label={words.video.service}
            hint={words.video.serviceHint}
            {...field(videoFields.service)}
          />
          <Field id="video-prefix" label={words.video.prefix} {...field(videoFields.prefix)} />
          <Field
            id="video-room"
            type="url"
            label={words.video.roomAddress}
            hint={words.video.roomHint}
            {...field(videoFields.room)}
          />
        </fieldset>
        <Button type="submit" variant="secondary" size="md" className="h-12 w-full sm:w-auto">
          {words.save}
        </Button>
      </Form>
      <BusyCalendarStatus state={calendar} now={now} />
      <BusyCalendarAddress
        state={calendar}
        answer={
          actionData?.intent === "calendar" || actionData?.intent === "calendar-remove"
            ? actionData
            : undefined
        }
      />
      <FeedAddress url={feedUrl} replaced={actionData?.intent === "feed" ? actionData : undefined} />
    </div>
  );
}

/** The private feed's address, selectable to copy, and a way to replace it if it has leaked. */
function FeedAddress({ url, replaced }: { url: string; replaced?: object }) {
  const feed = bookingsOffice.feed;
  const section = useFocusAnswer<HTMLElement>(replaced, '[role="status"]');
  return (
    <Panel ref={section} id="feed" heading={feed.heading} intro={feed.intro}>
      {replaced ? (
        <div className="mt-3">
          <AuthNotice tone="success" title={feed.replaced} focus />
        </div>
      ) : null}
      <label htmlFor="feed-url" className="mt-3 block text-sm font-semibold text-ink">
        {feed.label}
      </label>
      <input id="feed-url" readOnly value={url} className={`${control} mt-1.5 font-mono text-sm`} />
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="feed" />
        <Button type="submit" variant="outline" size="md">
          {feed.replace}
        </Button>
      </Form>
    </Panel>
  );
}
