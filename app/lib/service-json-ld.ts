import { services } from "~/content/services/catalogue";
import type { ServicePage } from "~/content/services/types";
import { absoluteUrl, SITE_URL } from "./seo";

/** schema.org Service for a service page, provided by the Organization of the site root. */
export function serviceJsonLd(page: ServicePage): Record<string, unknown> {
  return {
    "@type": "Service",
    name: services[page.service].name,
    serviceType: page.serviceType,
    description: page.seo.description,
    url: absoluteUrl(page.path),
    provider: { "@id": `${SITE_URL}/#organization` },
    areaServed: [
      { "@type": "AdministrativeArea", name: "Cornwall" },
      { "@type": "AdministrativeArea", name: "South West England" },
      { "@type": "Country", name: "United Kingdom" },
    ],
  };
}
