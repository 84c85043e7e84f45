import type { CardItem, IconName } from "../types";

type CatalogueEntry = {
  /** The service's name, as the footer, the contact form, cards and its page's h1 write it. */
  name: string;
  /** Its page. */
  path: string;
  icon: IconName;
  /** SPEC §3: the id an enquiry uses for it (an API contract: never change one). */
  enquiryInterest?: string;
};

/**
 * The services the consultancy offers: the one place their names, pages and icons are written.
 * Navigation, the contact form and every card pick their services from here, each in its own order.
 */
export const services = {
  "it-consultancy": {
    name: "IT Consultancy",
    path: "/consultancy",
    icon: "briefcase",
  },
  "ai-consultancy": {
    name: "AI Consultancy",
    path: "/ai-consultancy",
    icon: "brain",
    enquiryInterest: "ai-consultancy",
  },
  "cyber-security": {
    name: "Cyber Security",
    path: "/cyber-security",
    icon: "shield-check",
    enquiryInterest: "cyber-security",
  },
  "product-architecture-review": {
    name: "Product Architecture Review",
    path: "/product-architecture-review",
    icon: "layers",
    enquiryInterest: "product-architecture",
  },
  "technical-strategy-review": {
    name: "Technical Strategy Review",
    path: "/technical-strategy-review",
    icon: "target",
    enquiryInterest: "technical-strategy",
  },
  "fractional-cto-cio": {
    name: "Fractional CTO & CIO",
    path: "/fractional-cto-cio",
    icon: "users",
    enquiryInterest: "fractional-cto",
  },
  "software-development": {
    name: "Software Development",
    path: "/software-development",
    icon: "code",
    enquiryInterest: "software-development",
  },
  "bespoke-software-development": {
    name: "Bespoke Software Development",
    path: "/software-development/bespoke",
    icon: "code",
  },
  "website-design-build": {
    name: "Website Design & Build",
    path: "/website-design-build",
    icon: "monitor",
    enquiryInterest: "website-design",
  },
  "hosting-sysadmin": {
    name: "Hosting & SysAdmin",
    path: "/hosting-sysadmin",
    icon: "server",
    enquiryInterest: "hosting-sysadmin",
  },
  "digital-transformation": {
    name: "Digital Transformation",
    path: "/digital-transformation",
    icon: "growth",
    enquiryInterest: "digital-transformation",
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ServiceId = keyof typeof services;

/**
 * One line on what each service is: the card text wherever a page has nothing more specific to
 * say. Apart from `services`, so the forms' scripts, which need only the names, do not carry them.
 */
export const serviceSummaries = {
  "it-consultancy": "Independent technology advice, from a one-off review to an ongoing strategy.",
  "ai-consultancy": "Practical AI that saves time, with the data and security foundations in place.",
  "cyber-security": "Audits, penetration testing, Cyber Essentials and incident response.",
  "product-architecture-review":
    "An independent assessment of your platform's design, scalability, security and cost, with a prioritised plan.",
  "technical-strategy-review":
    "Check that your technology plans support your business goals, and get a roadmap you can act on.",
  "fractional-cto-cio": "Senior technology leadership for a few hours a month or a few days a week.",
  "software-development": "Bespoke applications, low-code tools and legacy modernisation.",
  "bespoke-software-development": "Custom applications designed, built and supported by our team.",
  "website-design-build": "Fast, accessible websites on WordPress or modern frameworks.",
  "hosting-sysadmin": "Managed hosting, monitoring, backups and performance tuning.",
  "digital-transformation": "Replace paper and legacy systems in stages the business can absorb.",
} as const satisfies Record<ServiceId, string>;

/** The services an enquiry can name (SPEC §3). */
export type EnquiryServiceId = {
  [Id in ServiceId]: (typeof services)[Id] extends { enquiryInterest: string } ? Id : never;
}[ServiceId];

/**
 * A service named inside a list or a sentence: "Website design & build", "AI consultancy".
 * Words after the first lose their capital unless they are an acronym (CTO, AI).
 */
export function serviceInSentence(id: ServiceId): string {
  return services[id].name
    .split(" ")
    .map((word, index) => (index > 0 && /[a-z]/.test(word) ? word.toLowerCase() : word))
    .join(" ");
}

/**
 * What the practices offer (SPEC §1), as cards list them. IT consultancy's offerings are
 * services of their own, so each page picks those it shows.
 */
export const practiceOfferings = {
  "cyber-security": ["Security audits", "Penetration testing", "Compliance", "Incident response"],
  "software-development": [
    "Bespoke applications",
    /* @__PURE__ */ serviceInSentence("website-design-build"),
    "Low-code solutions",
    "Legacy modernisation",
  ],
  "hosting-sysadmin": ["Managed hosting", "24/7 monitoring", "Backup & recovery", "Performance tuning"],
} as const satisfies Partial<Record<ServiceId, readonly string[]>>;

/** What a page may say of a service in its own words; the rest of the card is the catalogue's. */
type CardText = { description?: string; features?: readonly string[]; to?: string };

/** A service's card: its icon, name and page, with the summary unless the page says more. */
export function serviceCard(id: ServiceId, own: CardText = {}): CardItem {
  const service = services[id];
  return {
    icon: service.icon,
    title: service.name,
    description: own.description ?? serviceSummaries[id],
    ...(own.features ? { features: own.features } : {}),
    to: own.to ?? service.path,
  };
}

/** A link to a service's page, labelled with its name. */
export function serviceLink(id: ServiceId): { label: string; to: string } {
  return { label: services[id].name, to: services[id].path };
}

/** The link from a service's sub-page back to it: "Back to Software Development". */
export function backToService(id: ServiceId): { label: string; to: string } {
  return { label: `Back to ${services[id].name}`, to: services[id].path };
}
