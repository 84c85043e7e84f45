import { StatusPage } from "~/components/site/status-page";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/subscription-confirm";

export const meta: Route.MetaFunction = () => seo({ title: "Subscription", noindex: true });

/** The link in the confirmation email lands here: the second half of the double opt-in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { result: context.leads ? await context.leads.confirmSubscription(token) : ("invalid" as const) };
}

/** What the visitor reads, by what the link did. */
const outcomes = {
  confirmed: {
    title: "Subscription confirmed",
    message:
      "Thank you. You will receive an email when we publish new insights. Every email has a link to unsubscribe.",
  },
  invalid: {
    title: "This link is not valid",
    message:
      "The confirmation link may have expired or been used to unsubscribe. You can subscribe again on our insights page.",
  },
} as const;

export default function SubscriptionConfirm({ loaderData }: Route.ComponentProps) {
  return (
    <StatusPage {...outcomes[loaderData.result]} next={{ label: "Browse our insights", to: "/insights" }} />
  );
}
