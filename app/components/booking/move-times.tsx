import { DayPicker, pickerGrid, timesLegend } from "~/components/booking/day-picker";
import { Button } from "~/components/ui/button";
import { ChoiceGroup } from "~/components/ui/choice-group";
import type { SlotDay } from "~/shared/booking-days";

/**
 * The inside of a form that moves a call, on the visitor's page and on the owner's: the days with
 * free times (links, so that they work without JavaScript), the chosen day's times as radios, and
 * the button. The form around it posts `intent=move` and `start` (server/booking/move-call.ts).
 */
export function MoveTimes({
  days,
  day,
  href,
  submit,
  none,
}: {
  days: readonly SlotDay[];
  /** The day shown (`?day=`, else the call's own). */
  day: string | undefined;
  href: (date: string) => string;
  submit: string;
  /** Said when there is no other free time. */
  none: string;
}) {
  const current = days.find((d) => d.date === day);
  if (!current) return <p className="mt-4 text-muted">{none}</p>;
  return (
    <div className="mt-4 space-y-4">
      <DayPicker days={days} current={current.date} href={href} />
      <div id="times" className="scroll-mt-24">
        <ChoiceGroup
          id="start"
          name="start"
          type="radio"
          legend={timesLegend(current)}
          legendClassName="mb-3 font-semibold text-ink"
          options={current.slots.map((slot) => ({ value: slot.start, label: slot.time }))}
          checked={[]}
          required
          className={pickerGrid(current.slots.length, 3, 4)}
        />
      </div>
      <input type="hidden" name="intent" value="move" />
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        {submit}
      </Button>
    </div>
  );
}
