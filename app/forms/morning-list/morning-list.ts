import { declareForm } from "~/shared/forms/declare";
import * as z from "~/shared/zod";

/**
 * "Send today's list now" on the inbox (issue 32): a button and nothing to fill in, posted to the
 * page as `intent=morning-list`, for a signed-in admin only.
 */
export const morningListNow = declareForm({
  name: "morning-list",
  schema: z.object({}),
  fields: {},
});
