import type { Director, IconName, Stat } from "./types";

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
  /** The promise made to every enquirer (the contact form, the contact panel, the acknowledgement). */
  replyWithinHours: 24,
  /**
   * The two founding directors. PLACEHOLDER names and profile links: the specification gives their
   * roles only; replace both with the real directors before launch.
   */
  directors: [
    {
      name: "Daniel Trevithick",
      role: "Founding Director & CTO",
      description:
        "Daniel has led engineering and architecture for regulated financial and insurance platforms, from start-up products to systems handling millions of transactions. He leads our technical strategy, architecture reviews and fractional CTO engagements.",
      expertise: [
        "Technology strategy",
        "Software and cloud architecture",
        "Cyber security",
        "AI adoption",
        "Engineering leadership",
      ],
      profile: "https://www.linkedin.com/in/placeholder-cto",
    },
    {
      name: "Sarah Pascoe",
      role: "Founding Director & COO",
      description:
        "Sarah has run operations and delivery for consultancies and travel businesses, turning complex programmes into plans teams can deliver. She leads our digital transformation work and makes sure every engagement delivers what it promised.",
      expertise: [
        "Digital transformation",
        "Programme delivery",
        "Process improvement",
        "Supplier management",
        "Client success",
      ],
      profile: "https://www.linkedin.com/in/placeholder-coo",
    },
  ] satisfies Director[],
  claims: {
    projectsDelivered: "100+",
    combinedExperienceYears: "65+",
    clientSatisfaction: "99%",
    strategicExperienceYears: "15+",
    mailingListLeaders: "500+",
  },
} as const;

/** The industries the directors' experience spans (SPEC §2): the home page's clients band and the footer. */
export const industries = [
  { icon: "chart", label: "Finance" },
  { icon: "shield", label: "Insurance" },
  { icon: "briefcase", label: "SME Consulting" },
  { icon: "plane", label: "Travel" },
] as const satisfies readonly { icon: IconName; label: string }[];

/** The three figures shown side by side on the home, about and consultancy pages. */
export const headlineStats = [
  { value: company.claims.projectsDelivered, label: "Projects delivered" },
  { value: company.claims.combinedExperienceYears, label: "Years combined experience" },
  { value: company.claims.clientSatisfaction, label: "Client satisfaction" },
] as const satisfies readonly Stat[];

export function formatAddress(separator = ", "): string {
  const a = company.registeredOffice;
  return [a.streetAddress, a.locality, a.region, a.postalCode].join(separator);
}
