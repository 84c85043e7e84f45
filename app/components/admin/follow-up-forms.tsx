import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { formFields } from "~/components/forms/form-fields";
import { FormMeta } from "~/components/forms/form-meta";
import { Button } from "~/components/ui/button";
import { followUp, replyForm } from "~/content/follow-up";
import { leadReply } from "~/forms/lead-reply/lead-reply";
import { leadStage } from "~/forms/lead-stage/lead-stage";
import type { ShownStage } from "~/shared/stages";
import { AdminText, adminControl } from "./admin-text";

const box = "rounded-xl border border-slate-200 bg-white p-4 sm:p-6";

/** The lead's stage and its next step with a date: a plain form, which works without JavaScript. */
export function StageForm(props: { stage: ShownStage; nextStep: string | null; nextStepOn: string | null }) {
  const chosen = props.stage === "cancelled" ? "call_booked" : props.stage;
  // Drawn by hand in the page's own look; ids, names, labels and limits from the declaration.
  const fields = formFields(leadStage);
  const [stage, nextStep, nextStepOn] = [
    fields.field("stage"),
    fields.field("nextStep"),
    fields.field("nextStepOn"),
  ];
  return (
    <Form method="post" className={box} key={`${props.stage}|${props.nextStep}|${props.nextStepOn}`}>
      <FormMeta {...fields.meta()} />
      <label htmlFor={stage.id} className="block font-semibold text-ink">
        {stage.label}
      </label>
      <select id={stage.id} name={stage.name} defaultValue={chosen} className={`${adminControl} h-11`}>
        {stage.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <AdminText field={nextStep} defaultValue={props.nextStep ?? ""} first={false} />
      <label htmlFor={nextStepOn.id} className="mt-3 block font-semibold text-ink">
        {nextStepOn.label}
      </label>
      <input
        id={nextStepOn.id}
        name={nextStepOn.name}
        type="date"
        defaultValue={props.nextStepOn ?? ""}
        className={`${adminControl} h-11`}
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
  const fields = formFields(leadReply);
  // A saved reply's link names the text area (#reply): without JavaScript the browser focuses it
  // on arriving; with it, the page is not loaded again, so the focus is moved here.
  const form = useRef<HTMLFormElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (location.hash === "#reply") form.current?.querySelector("textarea")?.focus();
  }, [location]);
  return (
    // Only the text area is labelled "Reply" (the contract): the form itself has no name.
    <Form method="post" className={box} key={props.text} ref={form}>
      <FormMeta {...fields.meta()} />
      <AdminText field={fields.field("reply")} defaultValue={props.text} />
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
