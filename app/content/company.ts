/**
 * The consultancy's facts, in one place. Values marked PLACEHOLDER are stand-ins to be replaced
 * with the real ones before launch (DESIGN.md: drama-range phone numbers, an obvious registration
 * number).
 */
export const company = {
  name: "Kernow Tech Consulting",
  legalName: "Kernow Tech Consulting Ltd",
  tagline: "Cornwall's IT consultancy for ambitious small and medium businesses",
  /** PLACEHOLDER: Companies House number. */
  registrationNumber: "00000000",
  registeredIn: "England and Wales",
  email: "hello@kernowtechconsulting.co.uk",
  /** Shown on the consultancy page. PLACEHOLDER from Ofcom's drama range. */
  consultancyPhone: { display: "07700 900123", href: "tel:+447700900123" },
  /** Shown on the home page and the local pages. PLACEHOLDER from Ofcom's drama range. */
  officePhone: { display: "01632 960123", href: "tel:+441632960123" },
  registeredOffice: {
    /** PLACEHOLDER street address; the office is in Redruth, TR15. */
    streetAddress: "Unit 4, Tolvaddon Business Park",
    locality: "Redruth",
    region: "Cornwall",
    postalCode: "TR15 1AA",
    country: "United Kingdom",
    countryCode: "GB",
  },
  social: {
    label: "LinkedIn",
    /** PLACEHOLDER company page. */
    href: "https://www.linkedin.com/company/kernow-tech-consulting",
  },
  founded: 2021,
  claims: {
    projectsDelivered: "100+",
    combinedExperienceYears: "65+",
    clientSatisfaction: "99%",
    strategicExperienceYears: "15+",
    mailingListLeaders: "500+",
  },
} as const;

export function formatAddress(separator = ", "): string {
  const a = company.registeredOffice;
  return [a.streetAddress, a.locality, a.region, a.postalCode].join(separator);
}
