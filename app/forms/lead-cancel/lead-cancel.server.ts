import { serveForm } from "../../../server/forms/serve";
import { callAnswer, callOf } from "../lead-page.server";
import { leadCancel } from "./lead-cancel";

/** Cancelling a call from its page: the visitor is mailed, with the owner's note; audited. */
export const leadCancelServer = serveForm(leadCancel, {
  admin: true,
  async accept({ value, params, admin, deps }) {
    const id = callOf(params);
    if (typeof id !== "string") return id;
    const { status } = await deps.admin.bookings.cancel(admin, id, value.note);
    return callAnswer(status === "cancelled", status);
  },
});
