import { StatusPage } from "~/components/site/status-page";
import { subscriptionConfirmPage as words } from "~/content/status-pages";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/subscription-confirm";

export const meta: Route.MetaFunction = () => seo({ ...words.seo, noindex: true });

/** The link in the confirmation email lands here: the second half of the double opt-in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { result: await context.leads.confirmSubscription(token) };
}

export default function SubscriptionConfirm({ loaderData }: Route.ComponentProps) {
  // What the visitor reads, by what the link did.
  return <StatusPage {...words.outcomes[loaderData.result]} next={words.next} />;
}
