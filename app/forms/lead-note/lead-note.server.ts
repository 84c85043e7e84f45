import { serveForm } from "../../../server/forms/serve";
import { leadOf, notSaved } from "../lead-page.server";
import { leadNote } from "./lead-note";

/** The note kept on the lead's timeline, audited; a lead that is not there: 400, as before. */
export const leadNoteServer = serveForm(leadNote, {
  admin: true,
  async accept({ value, params, admin, deps }) {
    const lead = leadOf(params);
    if (!lead) return notSaved(404);
    const done = await deps.admin.addNote(admin, lead.type, lead.id, value.note);
    return done ? { ok: true, status: 200 } : notSaved(400);
  },
});
