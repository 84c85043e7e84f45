import { serveForm } from "../../../server/forms/serve";
import { callAnswer, callOf } from "../lead-page.server";
import { leadOutcome } from "./lead-outcome";

/** Marking a call held or no-show once it has started; audited. */
export const leadOutcomeServer = serveForm(leadOutcome, {
  admin: true,
  async accept({ value, params, admin, deps }) {
    const id = callOf(params);
    if (typeof id !== "string") return id;
    const { status } = await deps.admin.bookings.markOutcome(admin, id, value.outcome);
    return callAnswer(status === "marked", status);
  },
});
