import { MANAGE_PATH } from "../../app/content/booking";
import type { FormAnswer, FormRefusal, Submission } from "../forms/serve";
import type { MoveRefusal } from "./move-call";
import type { Booking } from "./types";

/**
 * What the forms of a call's page (`/book/manage/<token>`: app/forms/call-*) share. The link's
 * token in the page's address is their authority, checked again on every post: one that no
 * longer changes anything (not ours, cancelled, started) sends the page back to itself, which
 * says why. The form's work is given the call and the page's path.
 */
export function onTheCall<V>(
  work: (call: { booking: Booking; here: string }, submission: Submission<V>) => Promise<FormAnswer>,
) {
  return async (submission: Submission<V>): Promise<FormAnswer> => {
    const token = submission.params.token ?? "";
    const here = `${MANAGE_PATH}/${encodeURIComponent(token)}`;
    const found = await submission.deps.booking.bookings.findByManageToken(token);
    if (found.status !== "ok") return { ok: false, status: 404, error: "", redirect: here };
    return work({ booking: found.booking, here }, submission);
  };
}

/**
 * A move or cancellation refused, as the page shows it above the move form: its title in
 * `details`, and when to try again past the visitors' limits (server/booking/changes.ts).
 */
export function refusedChange({ status, title, error, retryAfter }: MoveRefusal): FormRefusal {
  return {
    ok: false,
    status,
    error,
    details: { title },
    retryAfter,
    headers: retryAfter ? new Headers({ "Retry-After": String(retryAfter) }) : undefined,
  };
}
