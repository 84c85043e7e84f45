import { waitSeconds } from "~/content/form-outcomes";
import { serveForm } from "../../../server/forms/serve";
import { SUBSCRIPTION_TASK, type Subscribing } from "../../../server/leads/subscriptions";
import { enqueueTask } from "../../../server/tasks/queue";
import { subscribe } from "./subscribe";

/**
 * A subscription: every well-formed address gets the same answer after the same work, a queued
 * task (docs/decisions/027), so the answer's timing does not tell a confirmed address from a new
 * one; the task does the double opt-in (server/leads/subscriptions.ts).
 */
export const subscribeServer = serveForm(subscribe, {
  lead: "subscription",
  limit: { name: "subscribe", limit: 5, windowMs: 60_000, tooSoon: waitSeconds },
  store: async (trx, { value, source }) => ({
    id: await enqueueTask<Subscribing>(trx, SUBSCRIPTION_TASK, { email: value.email, source }),
  }),
});
