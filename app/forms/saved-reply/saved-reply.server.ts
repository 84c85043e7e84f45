import { savedRepliesPage } from "~/content/follow-up";
import { serveForm } from "../../../server/forms/serve";
import { savedReply } from "./saved-reply";

/** The saved reply's server part: kept in its place with the others, and audited. */
export const savedReplyServer = serveForm(savedReply, {
  admin: true,
  async accept({ value, admin, deps }) {
    const { position, title, body } = value;
    const done = await deps.admin.followUp.saveSavedReply(admin, position, title, body);
    return done ? { ok: true, status: 200 } : { ok: false, status: 400, error: savedRepliesPage.noPlace };
  },
});
