import { data } from "react-router";
import { buttonClasses } from "~/components/ui/button";
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

// A page that is not there has no canonical URL.
export const meta: Route.MetaFunction = () =>
  seo({
    title: "Page not found | Kernow Tech Consulting",
    description: "The page you were looking for does not exist.",
    path: "/",
    noindex: true,
  }).filter(
    (tag) => !("rel" in tag && tag.rel === "canonical") && !("property" in tag && tag.property === "og:url"),
  );

export const handle = { islands: ["not-found-log"] } satisfies PageHandle;

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <h1 className="text-7xl font-bold tracking-tight text-brand-700">404</h1>
      <p className="mt-4 text-2xl font-semibold text-ink">Oops! Page not found</p>
      <p className="mt-3 text-muted">The page you asked for has moved or never existed.</p>
      <a href="/" className={`${buttonClasses("secondary", "lg")} mt-8`}>
        Return to Home
      </a>
    </section>
  );
}
