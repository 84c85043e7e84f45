import { data } from "react-router";
import { replyForm } from "~/content/follow-up";
import type { requireAdmin } from "~/lib/admin.server";
import type { LeadKind } from "~/shared/lead-kinds";

type SignedIn = Awaited<ReturnType<typeof requireAdmin>>;

const refusals = {
  empty: { status: 400, message: replyForm.empty },
  "too long": { status: 400, message: replyForm.tooLong },
  spam: { status: 409, message: replyForm.spam },
  erased: { status: 410, message: replyForm.erased },
} as const;

/**
 * The reply sent from a lead's page: queued in the outbox (the page then lists it with its
 * delivery state), or refused with the reason and the text typed handed back, never lost.
 */
export async function replyAction({ admin, actor }: SignedIn, type: LeadKind, id: string, text: string) {
  const outcome = await admin.followUp.reply(actor, type, id, text);
  if (outcome.status === "sent")
    return data({ intent: "reply", done: true, message: replyForm.sent, detail: undefined, text: undefined });
  const refusal = refusals[outcome.reason];
  return data(
    { intent: "reply", done: false, message: refusal.message, detail: undefined, text },
    { status: refusal.status },
  );
}
