import { data } from "react-router";
import { StatusPage } from "~/components/site/status-page";
import { Button } from "~/components/ui/button";
import { unsubscribePage as words } from "~/content/status-pages";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/subscription-unsubscribe";

export const meta: Route.MetaFunction = () => seo({ ...words.seo, noindex: true });

/**
 * The mailed link's page: the button when the link names a subscription; a link altered, or whose
 * address was erased, says so at once with a 404 (as an altered confirmation link does), rather
 * than offering a button that can do nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const known = await context.leads.namesSubscription(token);
  return data({ token, known }, { status: known ? 200 : 404 });
}

/** The button below, and mail clients' RFC 8058 one-click POST, both land here. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const result = await context.leads.unsubscribe(token);
  return data({ result }, { status: result === "invalid" ? 404 : 200 });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData) {
    // What the visitor reads once they have pressed the button, by what it did.
    return <StatusPage {...words.outcomes[actionData.result]} next={words.next} />;
  }
  if (!loaderData.known) return <StatusPage {...words.outcomes.invalid} next={words.next} />;
  return (
    <StatusPage title={words.title} message={words.message}>
      <form
        method="post"
        action={`/subscriptions/unsubscribe?token=${encodeURIComponent(loaderData.token)}`}
        className="mt-8"
      >
        <Button type="submit" size="lg" variant="secondary">
          {words.submit}
        </Button>
      </form>
    </StatusPage>
  );
}
