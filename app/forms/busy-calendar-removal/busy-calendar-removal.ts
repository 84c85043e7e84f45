import { declareForm } from "~/shared/forms/declare";
import * as z from "~/shared/zod";

/** The busy calendar's address saved here removed: the server's own (BOOKING_BUSY_ICS_URL) again, or none. */
export const busyCalendarRemovalDeclaration = declareForm({
  name: "busy-calendar-removal",
  intent: "calendar-remove",
  schema: z.object({}),
  fields: {},
});
