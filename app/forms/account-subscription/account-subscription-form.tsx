import { Form } from "react-router";
import { formFields } from "~/components/forms/form-fields";
import { FormMeta } from "~/components/forms/form-meta";
import { Button } from "~/components/ui/button";
import { accountPage } from "~/content/account";
import { accountSubscription } from "./account-subscription";

const words = accountPage.subscription;
const fields = formFields(accountSubscription);

/** Insights by email, on or off in one click: the confirmed address is the subscriber. */
export function AccountSubscriptionForm({ subscribed, saved }: { subscribed: boolean; saved: boolean }) {
  return (
    <Form method="post" className="flex flex-wrap items-center gap-4">
      <FormMeta {...fields.meta()} />
      <input {...fields.hidden("subscribe", subscribed ? "off" : "on")} />
      <p className="text-muted" role={saved ? "status" : undefined}>
        {subscribed ? words.subscribed : words.notSubscribed}
      </p>
      <Button type="submit" variant="outline" size="sm">
        {subscribed ? words.unsubscribe : words.subscribe}
      </Button>
    </Form>
  );
}
