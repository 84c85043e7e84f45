import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { bookingsOffice } from "~/content/back-office-bookings";
import type { BookingStatus } from "~/content/booking";
import { CANCEL_NOTE_MAX } from "~/lib/admin-filter";

const words = bookingsOffice.call;
const box = "rounded-xl border border-slate-200 bg-white p-4 sm:p-6";

/**
 * What the owner does with a booked call: cancel it before it starts, with a note the visitor is
 * mailed; once it has started, record whether it was held or the visitor did not come.
 */
export function BookingActions({
  status,
  start,
  now,
}: {
  status: BookingStatus;
  start: string;
  now: string;
}) {
  const started = Date.parse(start) <= Date.parse(now);
  if (status === "active" && !started) {
    return (
      <Form method="post" className={box} aria-labelledby="cancel-heading">
        <input type="hidden" name="intent" value="cancel" />
        <h2 id="cancel-heading" className="font-semibold text-ink">
          {words.cancelHeading}
        </h2>
        <label htmlFor="cancel-note" className="mt-3 block text-sm font-semibold text-ink">
          {words.noteLabel}
        </label>
        <p id="cancel-note-hint" className="text-sm text-muted">
          {words.noteHint}
        </p>
        <textarea
          id="cancel-note"
          name="note"
          rows={3}
          maxLength={CANCEL_NOTE_MAX}
          aria-describedby="cancel-note-hint"
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
    );
  }
  if (status === "cancelled" || !started) return null;
  return (
    <Form method="post" className={box} aria-labelledby="outcome-heading">
      <input type="hidden" name="intent" value="outcome" />
      <h2 id="outcome-heading" className="font-semibold text-ink">
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
