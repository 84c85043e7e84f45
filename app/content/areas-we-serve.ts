import { locationTemplateCopy } from "./locations/shared";
import type { LocationRegion } from "./locations/types";
import { serviceCard } from "./services/catalogue";
import type { Action, CardItem } from "./types";

/** What the hub is about; its h1 and title name it. */
const subject = "Areas We Serve";

/** The /areas-we-serve hub: the local pages grouped by region, more towns, services, head office. */
export const areasWeServe = {
  subject,
  seo: {
    title: `${subject}: Cornwall, the Southwest & UK`,
    description:
      "IT consultancy, support and fractional CTO services from our Redruth head office: on site across Cornwall and the Southwest, remote-first across the UK.",
  },
  hero: {
    eyebrow: subject,
    title: "IT consultancy across Cornwall, the Southwest and beyond",
    intro:
      "From our head office in Redruth we work on site with businesses across Cornwall and the Southwest, and remote-first with clients anywhere in the UK.",
    actions: locationTemplateCopy.heroActions,
  },
  regions: [
    {
      region: "cornwall",
      id: "cornwall",
      eyebrow: "Our home county",
      title: "Cornwall",
      intro:
        "On-site support, workshops and visits across the county, most of them within an hour of our Redruth office.",
    },
    {
      region: "southwest",
      id: "southwest",
      eyebrow: "Devon, Somerset, Bristol & Wiltshire",
      title: "The Southwest",
      intro:
        "Remote support day to day, with regular or planned on-site visits for workshops, audits and projects.",
    },
    {
      region: "national",
      id: "national",
      eyebrow: "Across the UK",
      title: "Further afield",
      intro:
        "Remote-first consultancy and fractional CTO leadership, with travel for the meetings that matter.",
    },
  ],
  additionalTowns: {
    eyebrow: "More of Cornwall",
    title: "Also serving towns across Cornwall",
    intro: "We work with businesses in these towns and the villages around them, on site and remotely.",
    /** The list, as a screen reader names it. */
    label: "More Cornish towns we serve",
    towns: [
      "Helston",
      "Hayle",
      "St Ives",
      "Bude",
      "Launceston",
      "Liskeard",
      "Saltash",
      "Wadebridge",
      "Padstow",
      "Lostwithiel",
      "Fowey",
      "Looe",
      "Torpoint",
      "Perranporth",
    ],
  },
  services: {
    eyebrow: "Services",
    title: "Our core services",
    intro: "The same senior team and the same services, wherever you are.",
    cards: (
      [
        "it-consultancy",
        "fractional-cto-cio",
        "cyber-security",
        "software-development",
        "website-design-build",
        "hosting-sysadmin",
        "digital-transformation",
        "ai-consultancy",
      ] as const
    ).map((id) => serviceCard(id)),
  },
  headOffice: {
    eyebrow: "Head office",
    title: "Our head office in Redruth",
    intro: "In the heart of Cornwall's old mining district, a short drive from the A30.",
    officeLabel: "Head Office",
  },
  cardLinkLabel: "Local services",
  cta: {
    title: "Not sure whether we cover your area?",
    text: "If your business is in Cornwall or the Southwest we can visit; anywhere else in the UK we work remotely. Ask us.",
    actions: [{ label: "Get a Free Quote", to: "/#contact", variant: "primary" }],
  },
} as const satisfies {
  hero: { actions: readonly Action[] } & Record<string, unknown>;
  regions: readonly { region: LocationRegion; id: string; eyebrow: string; title: string; intro: string }[];
  services: { cards: readonly CardItem[] } & Record<string, unknown>;
  cta: { actions: readonly Action[] } & Record<string, unknown>;
} & Record<string, unknown>;
