import { bookingsOffice } from "~/content/back-office-bookings";
import { leadPage } from "~/content/back-office-pages";
import { followUp } from "~/content/follow-up";
import { type LeadKind, leadKindNamed, leadKindShape } from "~/shared/lead-kinds";
import type { AdminSubmission, FormAnswer } from "../../server/forms/serve";

/**
 * What the forms on a lead's page (/admin/leads/:type/:id, app/forms/lead-*) share: the lead they
 * act on, read from the page's address, and how they say that nothing was done.
 */

type Params = Readonly<Record<string, string | undefined>>;

/** The lead the page is about: its kind and id from the page's address (an unknown kind: none). */
export function leadOf(params: Params): { type: LeadKind; id: string } | undefined {
  const type = leadKindNamed(params.type);
  return type ? { type, id: params.id ?? "" } : undefined;
}

/**
 * Nothing was done (no such lead, a value it cannot take): the page says "Nothing was saved", as
 * it always has, with the status the owner's tools read.
 */
export const notSaved = <S extends 400 | 404 | 409>(status: S) =>
  ({ ok: false, status, error: leadPage.notSaved }) as const;

/** Keeps the page's lead aside as spam, or takes it back: done, the page says so; no such lead, 404. */
export const markingSpam =
  (spam: boolean) =>
  async ({ params, admin, deps }: AdminSubmission<unknown>): Promise<FormAnswer> => {
    const lead = leadOf(params);
    const done = lead ? await deps.admin.followUp.setSpam(admin, lead.type, lead.id, spam) : false;
    if (!done) return notSaved(404);
    return { ok: true, status: 200, details: { message: spam ? followUp.markedSpam : followUp.restored } };
  };

const call = bookingsOffice.call;
/** What the owner reads after a call's action, by its outcome (none: the call is not there). */
const callAnswers: Record<string, string> = {
  cancelled: call.cancelled,
  started: call.started,
  "not active": call.notActive,
  marked: call.marked,
  "not started": call.notStarted,
};

/** The booked call the page is about; a lead of another kind has no call's actions (400). */
export function callOf(params: Params) {
  const lead = leadOf(params);
  if (!lead) return notSaved(404);
  return leadKindShape(lead.type).actions === "call" ? lead.id : notSaved(400);
}

/** A call's action answered: done, what happened; else why not, 404 for a call not there, else 409. */
export const callAnswer = (done: boolean, outcome: string): FormAnswer =>
  done
    ? { ok: true, status: 200, details: { message: callAnswers[outcome] ?? leadPage.saved } }
    : {
        ok: false,
        status: outcome === "not found" ? 404 : 409,
        error: callAnswers[outcome] ?? leadPage.notSaved,
      };
