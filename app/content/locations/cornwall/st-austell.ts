import { localServices, sharedReasons } from "../shared";
import type { LocationPage } from "../types";

export const stAustell = {
  slug: "st-austell",
  path: "/it-support-st-austell",
  town: "St Austell",
  county: "Cornwall",
  region: "cornwall",
  seo: {
    title: "IT Support in St Austell",
    description:
      "IT modernisation, cyber security and support for St Austell's industrial firms and visitor businesses, from the Clay Country to the Eden Project area.",
  },
  eyebrow: "IT support · St Austell, Cornwall",
  headline: "IT Support & Consultancy in St Austell",
  serviceArea: "Serving St Austell, Par, St Blazey, Charlestown, Mevagissey and the Clay Country.",
  intro:
    "St Austell grew on china clay and is reinventing itself around tourism, food and the visitors drawn by the Eden Project nearby. We help its industrial firms, visitor businesses and growing companies put modern, secure technology to work.",
  travel: "About 40 minutes by road (22 miles)",
  delivery: "On-site visits and remote support",
  economy: {
    title: "From the Clay Country to the Eden Project",
    paragraphs: [
      "China clay has been worked around St Austell since the eighteenth century, and the industry still runs pits and refineries north of the town, shipping through the port of Fowey. Engineering, haulage and maintenance firms in its supply chain remain a large part of the local economy.",
      "The Eden Project, built in a worked-out clay pit at Bodelva, brought a new wave of visitors, and Charlestown's Georgian harbour and Mevagissey draw more. We help both sides of the economy: industrial firms that need dependable systems and sound security, and visitor businesses that need bookings, payments and websites that work.",
    ],
    sectors: [
      "China clay & minerals",
      "Engineering & haulage",
      "Tourism & attractions",
      "Food & drink",
      "Retail",
    ],
  },
  services: localServices({
    consultancy:
      "Digital transformation plans for established St Austell firms: replace paper and legacy systems in stages you can afford.",
    cyber:
      "Protection for operational and office systems alike, with Cyber Essentials for supply-chain contracts.",
    software:
      "Maintenance scheduling, haulage tracking and online shops that connect with the accounts package you already run.",
    hosting:
      "Managed servers and cloud systems with monitoring, patching and backups, so a failure at 2am is dealt with before 9am.",
  }),
  nearby: ["Charlestown", "Par", "St Blazey", "Mevagissey", "Polgooth", "Bugle", "Roche", "St Dennis"],
  reasons: [
    {
      icon: "settings",
      title: "Industrial and office IT",
      description:
        "We work across the yard and the office, from supply-chain portals to the PC that runs the weighbridge.",
    },
    {
      icon: "growth",
      title: "Modernise in stages",
      description:
        "Phased plans keep the business running while old systems are replaced, with the budget agreed up front.",
    },
    {
      icon: "car",
      title: "On site in the Clay Country",
      description:
        "About 40 minutes from our office, with planned visits for installations, audits and workshops.",
    },
    sharedReasons.experience,
    sharedReasons.results,
    sharedReasons.fourDisciplines,
  ],
  cta: {
    title: "Modernise your St Austell business with confidence",
    text: "Start with a free conversation about the system that worries you most. We will show you a safe, staged way forward.",
  },
  summary:
    "China clay, Eden and a changing town centre: IT modernisation, security and support for St Austell businesses.",
} as const satisfies LocationPage;
