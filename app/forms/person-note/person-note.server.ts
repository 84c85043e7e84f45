import { leadPage } from "~/content/back-office-pages";
import { personOfPath } from "~/lib/person-path";
import { serveForm } from "../../../server/forms/serve";
import { personNote } from "./person-note";

/** The person's note's server part: kept against the address the page names, and audited. */
export const personNoteServer = serveForm(personNote, {
  admin: true,
  async accept({ value, admin, deps, params }) {
    // A malformed address in the path names nobody, as at the page itself (404, never a 5xx).
    const address = personOfPath(params.address);
    if (!address) return { ok: false, status: 404, error: "Not Found" };
    const done = await deps.admin.followUp.addPersonNote(admin, address, value.note);
    return done ? { ok: true, status: 200 } : { ok: false, status: 400, error: leadPage.notSaved };
  },
});
