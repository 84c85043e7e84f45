import { formatCallTime } from "~/shared/dates";
import { onTheCall } from "../../../server/booking/call-page";
import { serveForm } from "../../../server/forms/serve";
import { callCancelQuestionDeclaration } from "./call-cancel-question";

/** Nothing changes: the page asks, naming the call's time (`details.confirmCancel`). */
export const callCancelQuestionServer = serveForm(callCancelQuestionDeclaration, {
  accept: onTheCall(async ({ booking }) => ({
    ok: true,
    status: 200,
    details: { confirmCancel: formatCallTime(booking.start_at, booking.end_at) },
  })),
});
