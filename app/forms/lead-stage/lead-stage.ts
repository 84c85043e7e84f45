import { leadPage } from "~/content/back-office-pages";
import { followUp, NEXT_STEP_MAX, STAGES, stages } from "~/content/follow-up";
import { declareForm } from "~/shared/forms/declare";
import { isNextStepDay } from "~/shared/stages";
import { textInput } from "~/shared/validation/fields";
import * as z from "~/shared/zod";

/**
 * A lead's stage and its next step with a date, from its page (/admin/leads/:type/:id); the page's
 * form, so a post naming none is this one's. The stage one of the six, the date a real day a few
 * years ahead at most, or none. The next step is cut to its length and cleaned by
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
