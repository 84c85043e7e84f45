import type { Director, IconName, Stat } from "./types";

/**
 * The consultancy's facts, in one place. Values marked PLACEHOLDER are stand-ins to be replaced
 * with the real ones before launch (DESIGN.md: drama-range phone numbers, an obvious registration
 * number).
 */
const REPLY_WITHIN_HOURS = 24;

export const company = {
  name: "Kernow Tech Consulting",
  legalName: "Kernow Tech Consulting Ltd",
  tagline: "Cornwall's IT consultancy for ambitious small and medium businesses",
  /** PLACEHOLDER: Companies House number. */
  registrationNumber: "00000000",
  registeredIn: "England and Wales",
  email: "hello@kernowtechconsulting.co.uk",
  /**
   * The one number visitors call, on every page (SPEC's consultancy and local pages included: one
   * number per purpose, docs/decisions/031). PLACEHOLDER from Ofcom's drama range.
   */
  officePhone: { display: "01632 960123", href: "tel:+441632960123" },
  /**
   * How soon every enquiry is answered: the promise the pages, the forms' outcomes and the
   * acknowledgement make (in words), and the deadline the acknowledgement gives (in hours).
   */
  replyWithinHours: REPLY_WITHIN_HOURS,
  replyWithin: `${REPLY_WITHIN_HOURS} hours`,
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

/**
 * The two founding directors. PLACEHOLDER names and profile links: the specification gives their
 * roles only; replace both with the real directors before launch. PLACEHOLDER photos: none yet,
 * so their initials show; give each a `photo` (a square image under public/) and it shows.
 * Kept apart from `company`, so the forms' scripts, which read a few company facts, do not carry
 * the profiles.
 */
export const directors: readonly Director[] = [
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
];

/**
 * The industries the directors' experience spans (SPEC §2), each with what was done there: the
 * home page's clients section (with the case study of that industry, if any) and the footer.
 * `experience` is the directors' own, as their profiles above tell it.
 */
export const industries = [
  {
    icon: "chart",
    label: "Finance",
    experience: "Our CTO led engineering and architecture for regulated financial platforms.",
  },
  {
    icon: "shield",
    label: "Insurance",
    experience: "Our CTO led engineering and architecture for regulated insurance platforms.",
  },
  {
    icon: "briefcase",
    label: "SME Consulting",
    experience:
      "Our COO ran operations and delivery for consultancies, turning complex programmes into plans teams can deliver.",
  },
  {
    icon: "plane",
    label: "Travel",
    experience: "Our COO ran operations and delivery for travel businesses.",
  },
] as const satisfies readonly { icon: IconName; label: string; experience: string }[];

/**
 * The three figures shown side by side on the home, about and consultancy pages. Built by a call
 * marked pure, so the forms' scripts, which read `company` but not these, leave them out (reading
 * `company.claims` could have side effects as far as the bundler knows).
 */
export const headlineStats = /* @__PURE__ */ (() =>
  [
    { value: company.claims.projectsDelivered, label: "Projects delivered" },
    { value: company.claims.combinedExperienceYears, label: "Years combined experience" },
    { value: company.claims.clientSatisfaction, label: "Client satisfaction" },
  ] as const satisfies readonly Stat[])();

export function formatAddress(separator = ", "): string {
  const a = company.registeredOffice;
  return [a.streetAddress, a.locality, a.region, a.postalCode].join(separator);
}
