import { data } from "react-router";
import { StatusPage } from "~/components/site/status-page";
import { notFoundPage } from "~/content/status-pages";
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
export const meta: Route.MetaFunction = () => seo({ ...notFoundPage.seo, noindex: true });

export const handle = { islands: ["not-found-log"] } satisfies PageHandle;

export default function NotFound() {
  const { title, message, next } = notFoundPage;
  return <StatusPage code={404} title={title} message={message} next={next} />;
}
