import { Form } from "react-router";
import { AuthNotice } from "~/components/forms/auth/auth-notice";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { bookingsOffice } from "~/content/back-office-bookings";
import type { BusyCalendarState } from "./busy-calendar-status";
import { useFocusAnswer } from "./focus-answer";
import { Panel } from "./panel";

const words = bookingsOffice.calendarAddress;

/** The answer to saving or removing the address (the settings page's action). */
export type CalendarAnswer =
  | { intent: "calendar"; ok: true }
  | { intent: "calendar"; ok: false; error: string; typed: string }
  | { intent: "calendar-remove"; ok: true };

/**
 * The busy calendar's secret address: the one in use, masked (the server never sends it whole),
 * a field to paste a new one (checked, fetched and read before it is saved) and, for one saved
 * here, a way to remove it. Works without JavaScript: two plain forms.
 */
export function BusyCalendarAddress({
  state,
  answer,
}: {
  state: BusyCalendarState;
  answer?: CalendarAnswer;
}) {
  const refused = answer?.intent === "calendar" && !answer.ok ? answer : undefined;
  // Refused: the field to correct; saved or removed: the notice that says so.
  const section = useFocusAnswer<HTMLElement>(answer, refused ? '[aria-invalid="true"]' : '[role="status"]');
  return (
    <Panel ref={section} id="calendar-address" heading={words.heading} intro={words.intro}>
      {answer?.ok ? (
        <div className="mt-3">
          <AuthNotice
            tone="success"
            title={answer.intent === "calendar" ? words.saved : words.removed}
            focus
          />
        </div>
      ) : null}
      {state.address ? (
        <p className="mt-3 text-sm text-ink">
          <span className="font-semibold">{words.inUse}</span>{" "}
          <code className="font-mono break-all">{state.address}</code>,{" "}
          {state.saved ? words.savedHere : words.fromServer}
        </p>
      ) : null}
      <Form method="post" className="mt-3" noValidate>
        <input type="hidden" name="intent" value="calendar" />
        <Field
          // Drawn afresh with what the server read back: with JavaScript too, a user name and
          // password typed in the address leave the screen, as they do without.
          key={refused?.typed ?? ""}
          id="calendar-address"
          name="address"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          label={words.label}
          hint={words.hint}
          defaultValue={refused?.typed ?? ""}
          error={refused?.error}
          // Without JavaScript the page opens at its top, the refusal a long way down: the field
          // to fix takes the focus, and the screen with it, as the declared forms' fields do.
          autoFocus={refused ? true : undefined}
        />
        <Button type="submit" variant="secondary" size="md" className="mt-3 h-12 w-full sm:w-auto">
          {words.save}
        </Button>
      </Form>
      {state.saved ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="calendar-remove" />
          <Button type="submit" variant="outline" size="md" className="h-12 w-full sm:w-auto">
            {words.remove}
          </Button>
        </Form>
      ) : null}
    </Panel>
  );
}
