import { CANCEL_INTENT } from "~/components/booking/cancel-call";
import { declareForm } from "~/shared/forms/declare";
import * as z from "~/shared/zod";

/** "Yes, cancel the call", on the call's page. The link's token in the page's address is its authority. */
export const callCancelDeclaration = declareForm({
  name: "call-cancel",
  intent: CANCEL_INTENT.confirm,
  schema: z.object({}),
  fields: {},
});
