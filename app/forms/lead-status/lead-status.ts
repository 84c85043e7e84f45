import { leadPage } from "~/content/back-office-pages";
import { declareForm } from "~/lib/forms/declare";
import * as z from "~/lib/zod";
import { LEAD_STATUSES } from "~/shared/inbox-filter";

/** A lead's status set from its page (/admin/leads/:type/:id): one of the statuses the inbox filters by. */
export const leadStatus = declareForm({
  name: "lead-status",
  intent: "status",
  schema: z.object({ status: z.enum(LEAD_STATUSES, leadPage.notSaved) }),
  invalid: () => leadPage.notSaved,
  fields: { status: { kind: "hidden" } },
});
