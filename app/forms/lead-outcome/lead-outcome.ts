import { leadPage } from "~/content/back-office-pages";
import { declareForm } from "~/shared/forms/declare";
import { textInput } from "~/shared/validation/fields";
import * as z from "~/shared/zod";

/**
 * A call that has been, marked from its page (/admin/leads/booking/:id): held or no-show, the
 * button pressed. Read as text: an outcome that is neither finds no call to mark (404), as before.
 */
export const leadOutcome = declareForm({
  name: "lead-outcome",
  intent: "outcome",
  schema: z.object({ outcome: textInput(leadPage.notSaved) }),
  invalid: () => leadPage.notSaved,
  fields: { outcome: { kind: "hidden" } },
});
