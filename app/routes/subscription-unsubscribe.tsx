import { StatusPage } from "~/components/site/status-page";
import { Button } from "~/components/ui/button";
import { unsubscribePage as words } from "~/content/status-pages";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/subscription-unsubscribe";

export const meta: Route.MetaFunction = () => seo({ ...words.seo, noindex: true });

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

/** The button below, and mail clients' RFC 8058 one-click POST, both land here. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { result: await context.leads.unsubscribe(token) };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData) {
    // What the visitor reads once they have pressed the button, by what it did.
    return <StatusPage {...words.outcomes[actionData.result]} next={words.next} />;
  }
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
