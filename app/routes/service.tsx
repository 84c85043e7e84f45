import { data } from "react-router";
import { ServicePageView } from "~/components/site/service-page";
import { findServicePage } from "~/content/services";
import { seo } from "~/lib/seo";
import { serviceJsonLd } from "~/lib/service-json-ld";
import type { Route } from "./+types/service";

/**
 * Registered once per service page (app/routes.ts). The loader picks the page by its path, so each
 * prerendered page carries only its own words.
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = findServicePage(new URL(request.url).pathname);
  if (!page) throw data("Not found", { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData: page }) =>
  page ? seo({ ...page.seo, path: page.path, jsonLd: serviceJsonLd(page) }) : [];

export default function Service({ loaderData: page }: Route.ComponentProps) {
  return <ServicePageView page={page} />;
}
