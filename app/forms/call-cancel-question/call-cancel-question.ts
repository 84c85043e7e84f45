import { CANCEL_INTENT } from "~/components/booking/cancel-call";
import { declareForm } from "~/shared/forms/declare";
import * as z from "~/shared/zod";

/**
 * The first press of "Cancel the call" on the call's page, without JavaScript: the page answers
 * with the question (decision 040). The link's token in the page's address is its authority.
 */
export const callCancelQuestionDeclaration = declareForm({
  name: "call-cancel-question",
  intent: CANCEL_INTENT.ask,
  schema: z.object({}),
  fields: {},
});
