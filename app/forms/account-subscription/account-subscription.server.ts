import { serveForm } from "../../../server/forms/serve";
import { accountSubscription } from "./account-subscription";

/** The confirmed address is the subscriber: no confirmation mail is needed. */
export const accountSubscriptionServer = serveForm(accountSubscription, {
  signedIn: true,
  async accept({ value, user, deps, client, headers }) {
    await deps.accounts.setSubscribed(user!, value.subscribe === "on");
    // A subscription from the account page is a lead like the subscribe form's (server/analytics).
    if (value.subscribe === "on") deps.counting?.creditLead("subscription", { client, headers });
    return { ok: true, status: 200 };
  },
});
