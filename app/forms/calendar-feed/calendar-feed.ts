import { declareForm } from "~/shared/forms/declare";
import * as z from "~/shared/zod";

/** The owner's private calendar feed given a new address, the old one ending at once (admins only). */
export const calendarFeedDeclaration = declareForm({
  name: "calendar-feed",
  intent: "feed",
  schema: z.object({}),
  fields: {},
});
