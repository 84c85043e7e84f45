import { serveForm } from "../../../server/forms/serve";
import { leadOf, notSaved } from "../lead-page.server";
import { leadStatus } from "./lead-status";

/** The status kept, audited; a lead that is not there (an id no row can have): 400, as before. */
export const leadStatusServer = serveForm(leadStatus, {
  admin: true,
  async accept({ value, params, admin, deps }) {
    const lead = leadOf(params);
    if (!lead) return notSaved(404);
    const done = await deps.admin.setStatus(admin, lead.type, lead.id, value.status);
    return done ? { ok: true, status: 200 } : notSaved(400);
  },
});
