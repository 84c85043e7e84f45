import { Form, Link } from "react-router";
import { BusyCalendarAddress, type CalendarAnswer } from "~/components/admin/busy-calendar-address";
import { BusyCalendarStatus } from "~/components/admin/busy-calendar-status";
import { useFocusAnswer } from "~/components/admin/focus-answer";
import { Panel } from "~/components/admin/panel";
import { AuthNotice } from "~/components/forms/auth/auth-notice";
import { formFields } from "~/components/forms/form-fields";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { bookingsOffice } from "~/content/back-office-bookings";
import { weekdays } from "~/content/booking";
import {
  bookingSettingsDeclaration,
  hoursField,
  settingsFormValues,
  videoFields,
} from "~/forms/booking-settings/booking-settings";
import { busyCalendarDeclaration } from "~/forms/busy-calendar/busy-calendar";
import { busyCalendarRemovalDeclaration } from "~/forms/busy-calendar-removal/busy-calendar-removal";
import { calendarFeedDeclaration } from "~/forms/calendar-feed/calendar-feed";
import { requireAdmin } from "~/lib/admin.server";
import { formAction } from "~/lib/forms/form-action";
import { seo } from "~/lib/seo";
import type { FieldErrors } from "~/shared/validation/fields";
import type { Route } from "./+types/booking-settings";

const words = bookingsOffice.settings;
/** The settings' fields as declared: the select's and the radios' words and choices. */
const declared = bookingSettingsDeclaration.fields;

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

/**
 * The page's four forms, declared (app/forms/) and answered through the forms' pipeline (admins
 * only): the settings, the busy calendar's address saved or removed, the feed's address replaced.
 */
export const action = formAction(
  bookingSettingsDeclaration,
  busyCalendarDeclaration,
  busyCalendarRemovalDeclaration,
  calendarFeedDeclaration,
);

const control = "block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-ink";

/** The owner's booking settings, the busy calendar's health and the private calendar feed. */
export default function BookingSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { calendar, feedUrl, now } = loaderData;
  const settings = actionData?.intent === bookingSettingsDeclaration.intent ? actionData : undefined;
  const failed = settings && !settings.ok ? settings : undefined;
  // Refused, the fields show what was typed (nothing is lost without JavaScript).
  const values: Record<string, unknown> = failed?.values ?? loaderData.values;
  const errors: FieldErrors = failed?.fieldErrors ?? {};
  const fields = formFields(bookingSettingsDeclaration, { errors, values });
  // Refused: the first field to correct; saved: the notice that says so.
  const page = useFocusAnswer<HTMLDivElement>(settings, failed ? '[aria-invalid="true"]' : '[role="status"]');
  return (
    <div ref={page}>
      <Link to="/admin/bookings" className="font-semibold text-brand-700 underline">
        ← {words.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{words.title}</h1>
      {settings ? (
        <div className="mt-4">
          <AuthNotice
            tone={settings.ok ? "success" : "error"}
            title={settings.ok ? words.saved : words.invalid}
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
            <Field key={day.key} {...fields.field(hoursField(day.key))} />
          ))}
        </fieldset>
        <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <Field {...fields.field("blockedDates")} />
          <Field {...fields.field("addBlockedDate")} type="date" className="max-w-xs" />
          <div>
            <label htmlFor="buffer" className="mb-1.5 block text-sm font-semibold text-ink">
              {declared.bufferMinutes.label}
            </label>
            <select
              id="buffer"
              name="bufferMinutes"
              defaultValue={String(values.bufferMinutes)}
              aria-invalid={errors.bufferMinutes ? true : undefined}
              aria-describedby={errors.bufferMinutes ? "buffer-error" : undefined}
              className={`${control} h-11`}
            >
              {declared.bufferMinutes.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {errors.bufferMinutes ? (
              <p id="buffer-error" className="mt-1 text-sm font-medium text-red-700">
                {errors.bufferMinutes}
              </p>
            ) : null}
          </div>
          <Field {...fields.field("minimumNoticeHours")} inputMode="numeric" />
          <Field {...fields.field("horizonDays")} inputMode="numeric" />
        </div>
        <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <legend className="px-1 font-semibold text-ink">{words.video.legend}</legend>
          <p className="text-sm text-muted">{words.video.hint}</p>
          {declared[videoFields.kind].options.map((option) => (
            <label key={option.value} className="flex min-h-11 items-center gap-3 text-ink">
              <input
                type="radio"
                name={videoFields.kind}
                value={option.value}
                defaultChecked={values[videoFields.kind] === option.value}
                className="size-5"
              />
              {option.label}
            </label>
          ))}
          {errors[videoFields.kind] ? (
            <p className="text-sm font-medium text-red-700">{errors[videoFields.kind]}</p>
          ) : null}
          <Field {...fields.field(videoFields.service)} type="url" />
          <Field {...fields.field(videoFields.prefix)} />
          <Field {...fields.field(videoFields.room)} type="url" />
        </fieldset>
        <Button type="submit" variant="secondary" size="md" className="h-12 w-full sm:w-auto">
          {words.save}
        </Button>
      </Form>
      <BusyCalendarStatus state={calendar} now={now} />
      <BusyCalendarAddress state={calendar} answer={calendarAnswer(actionData)} />
      <FeedAddress
        url={feedUrl}
        replaced={actionData?.intent === calendarFeedDeclaration.intent ? actionData : undefined}
      />
    </div>
  );
}

/** The answer to saving or removing the busy calendar's address, as its section shows it. */
function calendarAnswer(answer: Route.ComponentProps["actionData"]): CalendarAnswer | undefined {
  if (answer?.intent === busyCalendarRemovalDeclaration.intent)
    return { intent: "calendar-remove", ok: true };
  if (answer?.intent !== busyCalendarDeclaration.intent) return undefined;
  if (answer.ok) return { intent: "calendar", ok: true };
  const typed = answer.values?.address;
  return {
    intent: "calendar",
    ok: false,
    error: answer.fieldErrors?.address ?? answer.error,
    typed: typeof typed === "string" ? typed : "",
  };
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
