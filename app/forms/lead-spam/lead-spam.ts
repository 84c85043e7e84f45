import { leadPage } from "~/content/back-office-pages";
import { declareForm } from "~/shared/forms/declare";
import * as z from "~/shared/zod";

/** Keeping a lead aside as spam from its page (/admin/leads/:type/:id): one button, no field. */
export const leadSpam = declareForm({
  name: "lead-spam",
  intent: "spam",
  schema: z.object({}),
  invalid: () => leadPage.notSaved,
  fields: {},
});
