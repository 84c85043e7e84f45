import { data } from "react-router";
import { StatusPage } from "~/components/site/status-page";
import { subscriptionConfirmPage as words } from "~/content/status-pages";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/subscription-confirm";

export const meta: Route.MetaFunction = () => seo({ ...words.seo, noindex: true });

/**
 * The link in the confirmation email lands here: the second half of the double opt-in. A link that
 * names no subscription (altered, or its address erased) answers 404, as an altered download or
 * call link answers 4xx: the page says so, and nothing in between takes it for a page that worked.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const result = await context.leads.confirmSubscription(token);
  return data({ result }, { status: result === "invalid" ? 404 : 200 });
}

export default function SubscriptionConfirm({ loaderData }: Route.ComponentProps) {
  // What the visitor reads, by what the link did.
  return <StatusPage {...words.outcomes[loaderData.result]} next={words.next} />;
}
