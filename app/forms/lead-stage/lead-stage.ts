import { leadPage } from "~/content/back-office-pages";
import { followUp, NEXT_STEP_MAX, STAGES, stages } from "~/content/follow-up";
import { declareForm } from "~/shared/forms/declare";
import { textInput } from "~/shared/validation/fields";
import * as z from "~/shared/zod";

/** True for a real calendar day written YYYY-MM-DD (not 2026-02-30), as the date input posts it. */
function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/**
 * A lead's stage and its next step with a date, from its page (/admin/leads/:type/:id): the stage
 * one of the six, the date a real day or none. The next step is cut to its length and cleaned by
 * the follow-up desk (server/follow-up), as the page always did, so it is read here as text.
 */
export const leadStage = declareForm({
  name: "lead-stage",
  intent: "stage",
  schema: z.object({
    stage: z.enum(STAGES, leadPage.notSaved),
    nextStep: textInput(leadPage.notSaved),
    nextStepOn: textInput(leadPage.notSaved).check(
      z.refine((text) => text.trim() === "" || isCalendarDay(text.trim()), leadPage.notSaved),
    ),
  }),
  invalid: () => leadPage.notSaved,
  fields: {
    stage: {
      kind: "select",
      id: "lead-stage",
      label: followUp.stage,
      options: STAGES.map((stage) => ({ value: stage, label: stages[stage] })),
    },
    nextStep: { id: "next-step", label: followUp.nextStep, maxLength: NEXT_STEP_MAX },
    nextStepOn: { id: "next-step-on", label: followUp.nextStepOn },
  },
});
