import { company } from "~/content/company";
import type { LocationPage } from "~/content/locations";
import { socialImagePath } from "~/shared/social-image";
import { absoluteUrl, headOfficeAddressJsonLd, SITE_URL } from "./seo";

/**
 * A local page as a schema.org ProfessionalService: the consultancy serving one town and the
 * places around it, from its head office, as part of the site-wide Organization.
 */
export function locationJsonLd(page: LocationPage): Record<string, unknown> {
  const url = absoluteUrl(page.path);
  return {
    "@type": "ProfessionalService",
    "@id": `${url}#service`,
    name: `${company.name}: ${page.headline}`,
    description: page.seo.description,
    url,
    image: absoluteUrl(socialImagePath(page.path)),
    telephone: company.officePhone.display,
    email: company.email,
    address: headOfficeAddressJsonLd(),
    areaServed: [
      {
        "@type": "City",
        name: page.town,
        containedInPlace: { "@type": "AdministrativeArea", name: page.county },
      },
      ...page.nearby.map((name) => ({ "@type": "Place", name })),
    ],
    parentOrganization: { "@id": `${SITE_URL}/#organization` },
  };
}
