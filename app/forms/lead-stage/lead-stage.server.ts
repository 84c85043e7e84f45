import { serveForm } from "../../../server/forms/serve";
import { leadOf, notSaved } from "../lead-page.server";
import { leadStage } from "./lead-stage";

/** The stage and next step kept by the follow-up desk, audited; a lead that is not there: 400, as before. */
export const leadStageServer = serveForm(leadStage, {
  admin: true,
  async accept({ value, params, admin, deps }) {
    const lead = leadOf(params);
    if (!lead) return notSaved(404);
    const done = await deps.admin.followUp.setStage(admin, lead.type, lead.id, value);
    return done ? { ok: true, status: 200 } : notSaved(400);
  },
});
