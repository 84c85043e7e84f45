import { onTheCall, refusedChange } from "../../../server/booking/call-page";
import { serveForm } from "../../../server/forms/serve";
import { callCancelDeclaration } from "./call-cancel";

/** The call cancelled (the visitor and the owner mailed), and the page says so; past the limits, 429. */
export const callCancelServer = serveForm(callCancelDeclaration, {
  accept: onTheCall(async ({ booking, here }, { deps, client }) => {
    const cancelled = await deps.booking.bookings.cancel(booking.id, "visitor", null, client);
    if (cancelled.status === "too many")
      return refusedChange(deps.booking.tooManyChanges(cancelled.retryAfter));
    return { ok: true, status: 200, redirect: `${here}?done=cancelled` };
  }),
});
