import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { followUp, NEXT_STEP_MAX, REPLY_MAX, replyForm, STAGES, stages } from "~/content/follow-up";
import type { ShownStage } from "~/shared/stages";

const box = "rounded-xl border border-slate-200 bg-white p-4 sm:p-6";
const control = "mt-2 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base";

/** The lead's stage and its next step with a date: a plain form, which works without JavaScript. */
export function StageForm(props: { stage: ShownStage; nextStep: string | null; nextStepOn: string | null }) {
  const chosen = props.stage === "cancelled" ? "call_booked" : props.stage;
  return (
    <Form method="post" className={box} key={`${props.stage}|${props.nextStep}|${props.nextStepOn}`}>
      <input type="hidden" name="intent" value="stage" />
      <label htmlFor="lead-stage" className="block font-semibold text-ink">
        {followUp.stage}
      </label>
      <select id="lead-stage" name="stage" defaultValue={chosen} className={`${control} h-11`}>
        {STAGES.map((stage) => (
          <option key={stage} value={stage}>
            {stages[stage]}
          </option>
        ))}
      </select>
      <label htmlFor="next-step" className="mt-3 block font-semibold text-ink">
        {followUp.nextStep}
      </label>
      <input
        id="next-step"
        name="nextStep"
        maxLength={NEXT_STEP_MAX}
        defaultValue={props.nextStep ?? ""}
        className={`${control} h-11`}
      />
      <label htmlFor="next-step-on" className="mt-3 block font-semibold text-ink">
        {followUp.nextStepOn}
      </label>
      <input
        id="next-step-on"
        name="nextStepOn"
        type="date"
        defaultValue={props.nextStepOn ?? ""}
        className={`${control} h-11`}
      />
      <Button type="submit" variant="secondary" size="md" className="mt-3">
        {followUp.changeStage}
      </Button>
    </Form>
  );
}

/**
 * The reply (DESIGN.md's contract: a text area labelled "Reply", a button "Send reply"). A saved
 * reply is a link that fills the text area (no script needed); what was typed comes back when a
 * reply is refused.
 */
export function ReplyForm(props: {
  saved: readonly { title: string; body: string }[];
  text: string;
  savedHref: (index: number) => string;
}) {
  return (
    // Only the text area is labelled "Reply" (the contract): the form itself has no name.
    <Form method="post" className={box} key={props.text}>
      <input type="hidden" name="intent" value="reply" />
      <label htmlFor="reply" className="block font-semibold text-ink">
        {replyForm.label}
      </label>
      <textarea
        id="reply"
        name="reply"
        rows={8}
        maxLength={REPLY_MAX}
        required
        defaultValue={props.text}
        className={control}
      />
      {props.saved.length > 0 ? (
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span>{replyForm.savedReplies}:</span>
          {props.saved.map((reply, index) => (
            <Link
              key={reply.title}
              to={props.savedHref(index)}
              preventScrollReset
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline sm:min-h-0"
            >
              {reply.title}
            </Link>
          ))}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" size="md" className="mt-3 w-full sm:w-auto">
        {replyForm.send}
      </Button>
    </Form>
  );
}
