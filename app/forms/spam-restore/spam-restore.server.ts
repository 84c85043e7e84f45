import { leadKindNamed } from "~/shared/lead-kinds";
import { serveForm } from "../../../server/forms/serve";
import { notSaved } from "../lead-page.server";
import { spamRestore } from "./spam-restore";

/** One tap in the spam view: the lead goes back to the inbox; audited. */
export const spamRestoreServer = serveForm(spamRestore, {
  admin: true,
  async accept({ value, admin, deps }) {
    const type = leadKindNamed(value.type);
    const done = type ? await deps.admin.followUp.setSpam(admin, type, value.id, false) : false;
    return done ? { ok: true, status: 200 } : notSaved(404);
  },
});
