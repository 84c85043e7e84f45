/** The call's page: cancelling asks in a dialog (no router needed: the forms post the page). */
import { CancelCall } from "~/components/booking/cancel-call";
import { hydrateIsland } from "./hydrate";

hydrateIsland("cancel-call", CancelCall);
