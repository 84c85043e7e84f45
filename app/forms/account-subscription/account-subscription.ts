import { declareForm } from "~/shared/forms/declare";
import * as z from "~/shared/zod";

/** Insights by email, switched on or off from the account page (/account); signed in only. */
export const accountSubscription = declareForm({
  name: "account-subscription",
  intent: "subscription",
  schema: z.object({ subscribe: z._default(z.optional(z.string()), "") }),
  fields: { subscribe: { kind: "hidden" } },
});
