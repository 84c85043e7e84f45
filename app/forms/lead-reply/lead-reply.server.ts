import { replyForm } from "~/content/follow-up";
import { serveForm } from "../../../server/forms/serve";
import { leadOf, notSaved } from "../lead-page.server";
import { leadReply } from "./lead-reply";

/** Why a reply was not sent, and the status the page answers with. */
const refusals = {
  empty: { status: 400, error: replyForm.empty },
  "too long": { status: 400, error: replyForm.tooLong },
  spam: { status: 409, error: replyForm.spam },
  erased: { status: 410, error: replyForm.erased },
} as const;

/**
 * The reply's server part: queued in the outbox in the visitor's thread (the page then lists it
 * with its delivery state), or refused with the reason, what was typed handed back.
 */
export const leadReplyServer = serveForm(leadReply, {
  admin: true,
  async accept({ value, params, admin, deps }) {
    const lead = leadOf(params);
    if (!lead) return notSaved(404);
    const outcome = await deps.admin.followUp.reply(admin, lead.type, lead.id, value.reply);
    if (outcome.status === "sent") return { ok: true, status: 200, details: { message: replyForm.sent } };
    return { ok: false, ...refusals[outcome.reason] };
  },
});
