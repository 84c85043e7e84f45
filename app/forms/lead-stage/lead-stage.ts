import { leadPage } from "~/content/back-office-pages";
import { followUp, NEXT_STEP_MAX, NEXT_STEP_YEARS_AHEAD, STAGES, stages } from "~/content/follow-up";
import { declareForm } from "~/shared/forms/declare";
import { isLocalDate } from "~/shared/uk-dates";
import { textInput } from "~/shared/validation/fields";
import * as z from "~/shared/zod";

/** A next step's day: a real one (YYYY-MM-DD, as the date input posts it), at most a few years ahead. */
const isNextStepDay = (day: string) =>
  isLocalDate(day) && day <= `${new Date().getUTCFullYear() + NEXT_STEP_YEARS_AHEAD}-12-31`;

/**
 * A lead's stage and its next step with a date, from its page (/admin/leads/:type/:id): the stage
 * one of the six, the date a real day a few years ahead at most, or none. The next step is cut to its length and cleaned by
 * the follow-up desk (server/follow-up), as the page always did, so it is read here as text.
 */
export const leadStage = declareForm({
  name: "lead-stage",
  intent: "stage",
  schema: z.object({
    stage: z.enum(STAGES, leadPage.notSaved),
    nextStep: textInput(leadPage.notSaved),
    nextStepOn: textInput(leadPage.notSaved).check(
      z.refine((text) => text.trim() === "" || isNextStepDay(text.trim()), leadPage.notSaved),
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
