import { data } from "react-router";
import { LocationPageView } from "~/components/site/location-page";
import { findLocationPage } from "~/content/locations";
import { locationJsonLd } from "~/lib/location-json-ld";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/location";

/**
 * Registered once per local page (app/routes.ts). The loader picks the page by its path, so each
 * prerendered page carries only its own words, not the data of all eighteen.
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = findLocationPage(new URL(request.url).pathname);
  if (!page) throw data("Not found", { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData: page }) =>
  page ? seo({ ...page.seo, path: page.path, jsonLd: locationJsonLd(page) }) : [];

export default function Location({ loaderData: page }: Route.ComponentProps) {
  return <LocationPageView page={page} />;
}
