import { declareForm } from "~/lib/forms/declare";
import * as z from "~/lib/zod";

/** The busy calendar's address saved here removed: the server's own (BOOKING_BUSY_ICS_URL) again, or none. */
export const busyCalendarRemovalDeclaration = declareForm({
  name: "busy-calendar-removal",
  intent: "calendar-remove",
  schema: z.object({}),
  fields: {},
});
