import { leadPage } from "~/content/back-office-pages";
import { declareForm } from "~/shared/forms/declare";
import * as z from "~/shared/zod";

/** Taking a lead kept aside back to the inbox, from its page (/admin/leads/:type/:id). */
export const leadNotSpam = declareForm({
  name: "lead-not-spam",
  intent: "not-spam",
  schema: z.object({}),
  invalid: () => leadPage.notSaved,
  fields: {},
});
