import type { FirmFacts } from "../shared/firm-facts";
import { ukPhone } from "../shared/validation/uk";
import { forPeriod } from "./in-words";
import type { Director, IconName, Stat } from "./types";

/**
 * The firm's facts the owner sets in the back office (/admin/settings/firm, docs/decisions/045),
 * with the values they have until set: these. Values marked PLACEHOLDER are stand-ins (DESIGN.md:
 * drama-range phone numbers, an obvious registration number); "00000000" is shown until the owner
 * gives the real number.
 */
export const firmFactDefaults = {
  name: "Kernow Tech Consulting",
  legalName: "Kernow Tech Consulting Ltd",
  /** PLACEHOLDER: Companies House number. */
  registrationNumber: "00000000",
  /** PLACEHOLDER street address; the office is in Redruth, TR15. */
  street: "Unit 4, Tolvaddon Business Park",
  locality: "Redruth",
  region: "Cornwall",
  postalCode: "TR15 1AA",
  /**
   * The one number visitors call, on every page (SPEC's consultancy and local pages included: one
   * number per purpose, docs/decisions/031), in its international form. PLACEHOLDER from Ofcom's
   * drama range.
   */
  phone: "+441632960123",
  email: "hello@kernowtechconsulting.co.uk",
  /**
   * How soon every enquiry is answered: the promise the pages, the forms' outcomes and the
   * acknowledgement make (in words), and the deadline the acknowledgement gives (in hours).
   */
  replyWithinHours: 24,
  /** Opening hours, Monday to Friday on the UK clock: the working time the promise is counted in. */
  opens: "09:00",
  closes: "17:30",
} as const satisfies FirmFacts;

const HELD: unique symbol = Symbol.for("kernow.firm-facts");
type Holder = { [HELD]?: FirmFacts };
/** The page's facts, written by the root when they are not the defaults (`FIRM_FACTS_ELEMENT`). */
export const FIRM_FACTS_ELEMENT = "firm-facts";

/**
 * The firm's facts now. On the server, what the back office last saved (set by the facts' live
 * source on every instance, shared by the server's and the pages' bundles through `globalThis`);
 * in the browser, what the page was rendered with; until either, the defaults.
 */
export function currentFacts(): FirmFacts {
  const holder = globalThis as Holder;
  if (holder[HELD] === undefined && typeof document !== "undefined") {
    const written = document.getElementById(FIRM_FACTS_ELEMENT)?.textContent;
    holder[HELD] = written
      ? { ...firmFactDefaults, ...(JSON.parse(written) as Partial<FirmFacts>) }
      : firmFactDefaults;
  }
  return holder[HELD] ?? firmFactDefaults;
}

/** Sets the facts every later read sees (undefined: the defaults again). */
export function setCurrentFacts(facts: FirmFacts | undefined): void {
  const keys = Object.keys(firmFactDefaults) as (keyof FirmFacts)[];
  const asBuilt = !facts || keys.every((key) => facts[key] === firmFactDefaults[key]);
  // Facts set back to the defaults are the defaults: the pages are then as the build made them.
  (globalThis as Holder)[HELD] = asBuilt ? firmFactDefaults : facts;
}

const phoneOf = (e164: string) => {
  const phone = ukPhone(e164);
  return { display: phone?.display ?? e164, href: `tel:${e164}` };
};

/**
 * The consultancy's facts, in one place: the ones the owner sets read the current facts each time
 * (so words built from them are getters), the rest are constants.
 */
export const company = {
  get name() {
    return currentFacts().name;
  },
  get legalName() {
    return currentFacts().legalName;
  },
  tagline: "Cornwall's IT consultancy for ambitious small and medium businesses",
  get registrationNumber() {
    return currentFacts().registrationNumber;
  },
  registeredIn: "England and Wales",
  get email() {
    return currentFacts().email;
  },
  get officePhone() {
    return phoneOf(currentFacts().phone);
  },
  get replyWithinHours() {
    return currentFacts().replyWithinHours;
  },
  get replyWithin() {
    return forPeriod(currentFacts().replyWithinHours, "hour");
  },
  get registeredOffice() {
    const facts = currentFacts();
    return {
      streetAddress: facts.street,
      locality: facts.locality,
      region: facts.region,
      postalCode: facts.postalCode,
      country: "United Kingdom",
      countryCode: "GB",
    };
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

/** A "Call 01632 960123" action, its words and link read from the current phone number. */
export const callUs = <const V extends string>(variant: V) => ({
  get label() {
    return `Call ${company.officePhone.display}`;
  },
  get to() {
    return company.officePhone.href;
  },
  variant,
});
