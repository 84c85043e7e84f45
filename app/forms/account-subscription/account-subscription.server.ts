import { serveForm } from "../../../server/forms/serve";
import { accountSubscription } from "./account-subscription";

/** The confirmed address is the subscriber: no confirmation mail is needed. */
export const accountSubscriptionServer = serveForm(accountSubscription, {
  signedIn: true,
  async accept({ value, user, deps }) {
    await deps.accounts.setSubscribed(user!, value.subscribe === "on");
    return { ok: true, status: 200 };
  },
});
