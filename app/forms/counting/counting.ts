import { declareForm } from "~/shared/forms/declare";
import * as z from "~/shared/zod";

/**
 * Objecting to being counted, or taking the objection back (the privacy policy's control,
 * docs/decisions/047): two buttons, no personal data, no JavaScript needed.
 */
export const counting = declareForm({
  name: "counting",
  intent: "counting",
  schema: z.object({ count: z.enum(["no", "yes"]) }),
  fields: { count: { kind: "hidden" } },
});
