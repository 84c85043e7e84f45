import { StatusPage } from "~/components/site/status-page";
import { Button } from "~/components/ui/button";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/subscription-unsubscribe";

export const meta: Route.MetaFunction = () => seo({ title: "Unsubscribe", noindex: true });

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

/** The button below, and mail clients' RFC 8058 one-click POST, both land here. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { result: context.leads ? await context.leads.unsubscribe(token) : ("invalid" as const) };
}

/** What the visitor reads once they have pressed the button, by what it did. */
const outcomes = {
  unsubscribed: {
    title: "You have been unsubscribed",
    message: "You will not receive any more insights emails from us.",
  },
  invalid: { title: "This link is not valid", message: "We could not find a subscription for this link." },
} as const;

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData) {
    return (
      <StatusPage {...outcomes[actionData.result]} next={{ label: "Back to Insights", to: "/insights" }} />
    );
  }
  return (
    <StatusPage
      title="Unsubscribe from insights emails"
      message="Press the button to stop receiving our insights updates."
    >
      <form
        method="post"
        action={`/subscriptions/unsubscribe?token=${encodeURIComponent(loaderData.token)}`}
        className="mt-8"
      >
        <Button type="submit" size="lg" variant="secondary">
          Unsubscribe
        </Button>
      </form>
    </StatusPage>
  );
}
