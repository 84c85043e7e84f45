import { callUs, company, formatAddress } from "../company";
import { practiceOfferings, serviceCard, serviceInSentence } from "../services/catalogue";
import type { Action, CardItem } from "../types";
import type { Four, LocationPage, LocationReason } from "./types";

/** Words the location template shows on every page, with the town put in where it belongs. */
export const locationTemplateCopy = {
  heroActions: [
    { label: "Get a Free Quote", to: "/#contact", variant: "primary" },
    { label: "View All Services", to: "/#services", variant: "outline-light" },
  ],
  travelLabel: "From our Redruth head office",
  deliveryLabel: "How we work here",
  sectorsTitle: "Sectors we support",
  servicesEyebrow: "Services",
  servicesTitle: (town: string) => `Our services in ${town}`,
  servicesIntro:
    "Four practices, one team: we plan your technology, protect it, build it and keep it running.",
  engagementEyebrow: "Engagement models",
  engagementTitle: "Fractional leadership, sized to your stage",
  engagementIntro:
    "Start with a few hours a month and scale up as you grow. Every model can change as your needs do.",
  areaEyebrow: "Service area",
  areaTitle: (town: string) => `Areas we cover in and around ${town}`,
  /** The list of places, as a screen reader names it. */
  areaLabel: (town: string) => `Service area around ${town}`,
  areaIntro: (town: string) =>
    `We work with businesses across ${town} and its neighbouring areas, including:`,
  reasonsEyebrow: "Why choose us",
  reasonsTitle: (town: string) => `Why ${town} businesses choose ${company.name}`,
  /** Beside the contact details in the closing block. */
  get contactNote() {
    return `Call or email us: we reply to every enquiry within ${company.replyWithin}.`;
  },
  ctaActions: [{ label: "Get a Free Quote", to: "/#contact", variant: "primary" }, callUs("outline-light")],
} as const satisfies { heroActions: readonly Action[]; ctaActions: readonly Action[] } & Record<
  string,
  unknown
>;

/** What each local page says about the four services; the rest of each card is the same everywhere. */
export type LocalServiceText = { consultancy: string; cyber: string; software: string; hosting: string };

/** The four service cards of a local page, linking to the four practices (as on the home page). */
export function localServices(text: LocalServiceText): Four<CardItem> {
  return [
    serviceCard("it-consultancy", {
      description: text.consultancy,
      features: [
        serviceInSentence("fractional-cto-cio"),
        serviceInSentence("technical-strategy-review"),
        serviceInSentence("digital-transformation"),
        serviceInSentence("ai-consultancy"),
      ],
    }),
    serviceCard("cyber-security", {
      description: text.cyber,
      features: ["Cyber Essentials readiness", "Security audits", "Penetration testing", "Incident response"],
    }),
    serviceCard("software-development", {
      description: text.software,
      features: [
        "Bespoke applications",
        serviceInSentence("website-design-build"),
        "Low-code tools",
        "Legacy modernisation",
      ],
    }),
    serviceCard("hosting-sysadmin", {
      description: text.hosting,
      features: practiceOfferings["hosting-sysadmin"],
    }),
  ];
}

/** Reasons that hold wherever the client is; each page adds three of its own. */
export const sharedReasons = {
  experience: {
    icon: "award",
    title: "Senior experience",
    get description() {
      return `Over ${company.claims.strategicExperienceYears} years of strategic experience and ${company.claims.combinedExperienceYears} years combined: the people you meet are the people who do the work.`;
    },
  },
  results: {
    icon: "chart",
    title: "A proven record",
    get description() {
      return `${company.claims.projectsDelivered} projects delivered and ${company.claims.clientSatisfaction} client satisfaction, for businesses that weigh every pound they spend.`;
    },
  },
  sme: {
    icon: "users",
    title: "Built for SMEs",
    description:
      "Plain English, fixed scopes where possible and advice sized to your budget, not a corporate rate card.",
  },
  fourDisciplines: {
    icon: "layers",
    title: "One team, four disciplines",
    description:
      "Strategy, security, software and hosting under one roof, so nothing falls between suppliers.",
  },
} as const satisfies Record<string, LocationReason>;

/**
 * The contact block's office line: the full address on the page of the town where the office is,
 * elsewhere "Head Office" with the town, postcode district and how far away it is.
 */
export function officeLine(page: Pick<LocationPage, "town" | "travel">): { label: string; address: string } {
  const office = company.registeredOffice;
  if (page.town === office.locality) return { label: "Our Office", address: formatAddress() };
  const district = office.postalCode.split(" ")[0];
  return {
    label: "Head Office",
    get address() {
      return `${office.locality}, ${office.region} ${district} · ${page.travel}`;
    },
  };
}
