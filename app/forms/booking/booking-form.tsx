import { useEffect, useState } from "react";
import { DayPicker, pickerGrid, timesLegend } from "~/components/booking/day-picker";
import { FormAlert } from "~/components/forms/form-alert";
import { PrivacyNote } from "~/components/forms/privacy-note";
import { PublicForm, SubmitButton } from "~/components/forms/public-form";
import { usePublicForm } from "~/components/forms/use-public-form";
import { ChoiceGroup } from "~/components/ui/choice-group";
import { Field } from "~/components/ui/field";
import { BOOK_PATH, bookPage, bookingForm as words } from "~/content/booking";
import { company } from "~/content/company";
import { fixFields } from "~/content/form-outcomes";
import { showToast } from "~/lib/toast";
import { groupByDay, type SlotDay, visitorClock } from "~/shared/booking-days";
import type { FormResult } from "~/shared/forms/form-result";
import { booking, SLOT_TAKEN } from "./booking";

/**
 * What the Phone field says: needed for "Call me" said up front (the label, without JavaScript or
 * before a choice), then, with JavaScript, as the choice makes it: needed, or optional.
 */
function phoneWords(kind: string | undefined) {
  const phone = words.fields.phone;
  if (kind === "phone") return { hint: phone.forCall, required: true };
  if (kind === "video") return { hint: phone.forVideo, optional: true };
  return { mark: phone.whenNeeded };
}

/**
 * The booking form on /book (DESIGN.md "Booking a call"). Without JavaScript: the days are links
 * (`?day=`), the chosen day's free times radio inputs, and the form posts to the page's action,
 * which books the call and opens its confirmation, or draws the page again with the fresh times
 * and what to fix. With JavaScript: the day picker switches in place, each time also shows the
 * visitor's own clock when it differs from the UK's, and the form posts JSON to /api/bookings; a
 * time someone has just taken fetches the free times again.
 */
export function BookingForm({
  days: initialDays,
  day: initialDay,
  serverResult,
}: {
  days: SlotDay[];
  /** The day shown first (the page's `?day=`, or the day of the time posted). */
  day?: string;
  serverResult?: FormResult;
}) {
  const form = usePublicForm(booking, { serverResult, focus: "summary" });
  const [days, setDays] = useState(initialDays);
  const [shown, setShown] = useState(initialDay ?? initialDays[0]?.date);
  const posted = typeof serverResult?.values?.start === "string" ? serverResult.values.start : undefined;
  const [start, setStart] = useState(posted);
  const [zone, setZone] = useState<string>();
  const [taken, setTaken] = useState(!serverResult?.ok && serverResult?.code === SLOT_TAKEN);
  const postedKind = serverResult?.values?.callKind;
  const [kind, setKind] = useState(typeof postedKind === "string" ? postedKind : undefined);

  // The visitor's zone is known only in their browser: their clock is added once it runs.
  useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone), []);

  async function freshTimes() {
    try {
      const response = await fetch("/api/availability", { headers: { Accept: "application/json" } });
      if (!response.ok) return;
      const fresh = groupByDay(((await response.json()) as { slots: { start: string }[] }).slots);
      setDays(fresh);
      setShown((current) => (fresh.some((d) => d.date === current) ? current : fresh[0]?.date));
      setStart(undefined);
    } catch {
      // The page's times stay; booking one that has gone answers again.
    }
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTaken(false);
    const outcome = await form.submit(event.currentTarget);
    if (outcome.kind === "sent") {
      const next = outcome.details.confirmation;
      window.location.assign(typeof next === "string" ? next : BOOK_PATH);
    } else if (outcome.kind === "invalid") {
      showToast({ ...fixFields, variant: "destructive" });
    } else if (outcome.kind === "failed" && outcome.code === SLOT_TAKEN) {
      setTaken(true);
      showToast({ title: words.taken.title, variant: "destructive" });
      await freshTimes();
    } else if (outcome.kind === "too-soon") {
      showToast({ title: words.tooSoon.title, variant: "destructive" });
    } else {
      showToast({ title: words.failed.title, variant: "destructive" });
    }
  }

  if (days.length === 0) {
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 className="text-xl font-semibold text-ink">{bookPage.none.title}</h2>
        <p className="mt-2 leading-7 text-muted">{bookPage.none.text}</p>
        <a
          href={bookPage.none.action.to}
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          {bookPage.none.action.label}
        </a>
      </div>
    );
  }

  const current = days.find((d) => d.date === shown) ?? days[0]!;
  const chosenElsewhere = start !== undefined && !current.slots.some((slot) => slot.start === start);
  const chosenDay = start ? days.find((d) => d.slots.some((slot) => slot.start === start)) : undefined;
  const chosen = chosenDay?.slots.find((slot) => slot.start === start);
  const times = form.fields.choices(
    "start",
    current.slots.map((slot) => {
      const theirs = form.hydrated ? visitorClock(slot.start, zone) : undefined;
      return { value: slot.start, label: theirs ? `${slot.time} (${theirs})` : slot.time };
    }),
  );
  const showsTheirs = form.hydrated && current.slots.some((slot) => visitorClock(slot.start, zone));
  const { refusal, focusKey } = form;
  const firstAnswer = !form.hydrated;

  return (
    <PublicForm
      form={form}
      action={`${BOOK_PATH}?day=${current.date}`}
      onSubmit={onSubmit}
      className="space-y-6"
    >
      {taken ? (
        <FormAlert
          title={words.taken.title}
          message={words.taken.description}
          focusKey={focusKey}
          autoFocus={firstAnswer}
        />
      ) : null}
      {refusal?.kind === "invalid" ? (
        <FormAlert
          title={fixFields.title}
          message={fixFields.description}
          problems={form.fields.problems()}
          focusKey={focusKey}
          autoFocus={firstAnswer}
        />
      ) : null}
      {refusal?.kind === "too-soon" ? (
        <FormAlert
          tone="wait"
          title={words.tooSoon.title}
          message={refusal.error}
          focusKey={focusKey}
          autoFocus={firstAnswer}
        />
      ) : null}
      {refusal?.kind === "failed" && !taken ? (
        <FormAlert
          title={words.failed.title}
          message={words.failed.description}
          focusKey={focusKey}
          autoFocus={firstAnswer}
        >
          <a
            href={company.officePhone.href}
            className="mt-1 inline-flex min-h-11 items-center font-semibold underline"
          >
            {company.officePhone.display}
          </a>
        </FormAlert>
      ) : null}

      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <DayPicker
          days={days}
          current={current.date}
          href={(date) => `${BOOK_PATH}?day=${date}#times`}
          onPick={setShown}
        />

        <div id="times" className="mt-6 scroll-mt-24">
          <ChoiceGroup
            key={current.date}
            {...times}
            legend={timesLegend(current)}
            legendClassName="mb-3 font-semibold text-ink"
            checked={start ? [start] : []}
            className={pickerGrid(current.slots.length, 3, 4)}
            onChange={(value) => setStart(value)}
          />
          {showsTheirs && zone ? <p className="mt-2 text-sm text-muted">{bookPage.yourTime(zone)}</p> : null}
          {chosenElsewhere && chosen && chosenDay ? (
            <>
              <input type="hidden" name="start" value={chosen.start} />
              <p className="mt-3 text-sm font-semibold text-ink">
                {bookPage.chosen(`${chosenDay.label}, ${chosen.time} ${chosenDay.zone}`)}
              </p>
            </>
          ) : null}
        </div>
      </div>

      <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold text-ink">{bookPage.detailsTitle}</h2>
        <Field {...form.fields.field("name")} />
        <Field {...form.fields.field("email")} />
        <ChoiceGroup
          {...form.fields.choices("callKind")}
          className="grid grid-cols-2 gap-2"
          onChange={(value) => setKind(value)}
        />
        <Field {...form.fields.field("phone")} {...phoneWords(form.hydrated ? kind : undefined)} />
        <Field {...form.fields.field("company")} />
        <Field {...form.fields.field("topic")} />
        <SubmitButton size="lg" className="w-full sm:w-auto" label={words.submit} busy={form.busy} />
        <PrivacyNote text={bookPage.privacy} link={bookPage.privacyLink} />
      </div>
    </PublicForm>
  );
}
