import { Form, useLocation } from "react-router";
import { MoveTimes } from "~/components/booking/move-times";
import { formFields } from "~/components/forms/form-fields";
import { FormMeta } from "~/components/forms/form-meta";
import { Button } from "~/components/ui/button";
import { bookingsOffice } from "~/content/back-office-bookings";
import type { BookingStatus } from "~/content/booking";
import { leadCancel } from "~/forms/lead-cancel/lead-cancel";
import { leadOutcome } from "~/forms/lead-outcome/lead-outcome";
import type { SlotDay } from "~/shared/booking-days";

const words = bookingsOffice.call;
const box = "rounded-xl border border-slate-200 bg-white p-4 sm:p-6";

/** The free times a call can move to, by day, and the day shown (server/booking/move-call.ts). */
type MoveChoices = { days: SlotDay[]; day: string | undefined };

/**
 * Moving a call for the visitor: the free times they would see, by day (links that work without
 * JavaScript), and a time; drawn afresh once moved (keyed by the call's time).
 */
function MoveCall({ choices, start }: { choices: MoveChoices; start: string }) {
  const { pathname } = useLocation();
  return (
    <Form method="post" key={start} className={box} aria-labelledby="move-heading" noValidate>
      <h2 id="move-heading" className="text-xl font-semibold text-ink">
        {words.moveHeading}
      </h2>
      <p className="mt-1 text-sm text-muted">{words.moveText}</p>
      <MoveTimes
        days={choices.days}
        day={choices.day}
        href={(date) => `${pathname}?day=${date}#times`}
        submit={words.move}
        none={words.noOtherTimes}
      />
    </Form>
  );
}

/**
 * What the owner does with a booked call: move it or cancel it before it starts (the visitor is
 * mailed either way, with the owner's note when cancelled); once it has started, record whether
 * it was held or the visitor did not come.
 */
export function BookingActions({
  status,
  start,
  now,
  move,
}: {
  status: BookingStatus;
  start: string;
  now: string;
  move: MoveChoices | null;
}) {
  const started = Date.parse(start) <= Date.parse(now);
  // Drawn by hand in the page's own look; ids, names, words and limits from the declarations.
  const cancel = formFields(leadCancel);
  const note = cancel.field("note");
  if (status === "active" && !started) {
    return (
      <div className="space-y-6">
        {move ? <MoveCall choices={move} start={start} /> : null}
        <Form method="post" className={box} aria-labelledby="cancel-heading">
          <FormMeta {...cancel.meta()} />
          <h2 id="cancel-heading" className="text-xl font-semibold text-ink">
            {words.cancelHeading}
          </h2>
          <label htmlFor={note.id} className="mt-3 block text-sm font-semibold text-ink">
            {note.label}
          </label>
          <p id={`${note.id}-hint`} className="text-sm text-muted">
            {note.hint}
          </p>
          <textarea
            id={note.id}
            name={note.name}
            rows={note.rows}
            maxLength={note.maxLength}
            aria-describedby={`${note.id}-hint`}
            className="mt-2 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
          />
          <Button
            type="submit"
            variant="outline"
            size="md"
            className="mt-3 h-12 w-full border-red-700 text-red-800 sm:w-auto"
          >
            {words.cancel}
          </Button>
        </Form>
      </div>
    );
  }
  if (status === "cancelled" || !started) return null;
  return (
    <Form method="post" className={box} aria-labelledby="outcome-heading">
      <FormMeta {...formFields(leadOutcome).meta()} />
      <h2 id="outcome-heading" className="text-xl font-semibold text-ink">
        {words.outcomeHeading}
      </h2>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <Button type="submit" name="outcome" value="held" variant="secondary" size="md" className="h-12">
          {words.held}
        </Button>
        <Button type="submit" name="outcome" value="no_show" variant="outline" size="md" className="h-12">
          {words.noShow}
        </Button>
      </div>
    </Form>
  );
}
