import { data } from "react-router";
import { StatusPage } from "~/components/site/status-page";
import type { PageHandle } from "~/islands/registry";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/not-found";

/**
 * Any path no other route claims: answered with HTTP 404 by the server. The page is the same for
 * every path (the server renders it once: server/not-found-page.ts), so nothing here may depend on
 * the request; the browser logs the path from its own location.
 */
export function loader() {
  return data(null, { status: 404 });
}

/** A form posted to a path that does not exist gets the same 404 page. */
export function action() {
  return data(null, { status: 404 });
}

// A page that is not there has no path, so no canonical URL.
export const meta: Route.MetaFunction = () =>
  seo({
    title: "Page not found",
    description: "The page you were looking for does not exist.",
    noindex: true,
  });

export const handle = { islands: ["not-found-log"] } satisfies PageHandle;

export default function NotFound() {
  return (
    <StatusPage
      code={404}
      title="Oops! Page not found"
      message="The page you asked for has moved or never existed."
      next={{ label: "Return to Home", to: "/" }}
    />
  );
}
