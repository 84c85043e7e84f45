import { onTheCall, refusedChange } from "../../../server/booking/call-page";
import { serveForm } from "../../../server/forms/serve";
import { callMoveDeclaration } from "./call-move";

/** The call moved, and the page says so; or why not, above the move form. */
export const callMoveServer = serveForm(callMoveDeclaration, {
  accept: onTheCall(async ({ booking, here }, { value, deps, client }) => {
    const moved = await deps.booking.moveCall(booking.id, value.start, "visitor", client);
    if (moved.status === "moved") return { ok: true, status: 200, redirect: `${here}?done=moved` };
    if (moved.status === "refused") return refusedChange(moved.refusal);
    return { ok: false, status: 404, error: "", redirect: here };
  }),
});
