import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/subscription-confirm";

export const meta: Route.MetaFunction = () => seo({ title: "Subscription", noindex: true });

/** The link in the confirmation email lands here: the second half of the double opt-in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { result: context.leads ? await context.leads.confirmSubscription(token) : ("invalid" as const) };
}

export default function SubscriptionConfirm({ loaderData }: Route.ComponentProps) {
  const confirmed = loaderData.result === "confirmed";
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">
        {confirmed ? "Subscription confirmed" : "This link is not valid"}
      </h1>
      <p className="mt-4 text-lg text-muted">
        {confirmed
          ? "Thank you. You will receive an email when we publish new insights. Every email has a link to unsubscribe."
          : "The confirmation link may have expired or been used to unsubscribe. You can subscribe again on our insights page."}
      </p>
      <Link to="/insights" className={`${buttonClasses("secondary", "lg")} mt-8`}>
        Browse our insights
      </Link>
    </section>
  );
}
