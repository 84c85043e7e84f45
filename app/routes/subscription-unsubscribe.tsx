import { Form, Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
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

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      {actionData ? (
        <>
          <h1 className="text-3xl font-bold text-ink">
            {actionData.result === "unsubscribed" ? "You have been unsubscribed" : "This link is not valid"}
          </h1>
          <p className="mt-4 text-lg text-muted">
            {actionData.result === "unsubscribed"
              ? "You will not receive any more insights emails from us."
              : "We could not find a subscription for this link."}
          </p>
          <Link to="/insights" className={`${buttonClasses("secondary", "lg")} mt-8`}>
            Back to Insights
          </Link>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold text-ink">Unsubscribe from insights emails</h1>
          <p className="mt-4 text-lg text-muted">Press the button to stop receiving our insights updates.</p>
          <Form method="post" action={`?token=${encodeURIComponent(loaderData.token)}`} className="mt-8">
            <Button type="submit" size="lg" variant="secondary">
              Unsubscribe
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
