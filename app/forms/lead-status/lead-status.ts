import { leadPage } from "~/content/back-office-pages";
import { declareForm } from "~/shared/forms/declare";
import { LEAD_STATUSES } from "~/shared/inbox-filter";
import * as z from "~/shared/zod";

/** A lead's status set from its page (/admin/leads/:type/:id): one of the statuses the inbox filters by. */
export const leadStatus = declareForm({
  name: "lead-status",
  intent: "status",
  schema: z.object({ status: z.enum(LEAD_STATUSES, leadPage.notSaved) }),
  invalid: () => leadPage.notSaved,
  fields: { status: { kind: "hidden" } },
});
