import { localServices, sharedReasons } from "../shared";
import type { LocationPage } from "../types";

export const penzance = {
  slug: "penzance",
  path: "/it-support-penzance",
  town: "Penzance",
  county: "Cornwall",
  region: "cornwall",
  seo: {
    title: "IT Support in Penzance",
    description:
      "Resilient IT support, security and cloud systems for Penzance's tourism, fishing and creative businesses, and firms working with the Isles of Scilly.",
  },
  eyebrow: "IT support · Penzance, Cornwall",
  headline: "IT Support & Consultancy in Penzance",
  serviceArea: "Serving Penzance, Newlyn, Mousehole, Marazion and West Penwith.",
  intro:
    "Penzance is the gateway to West Cornwall and the Isles of Scilly. We help its hotels, galleries, fishing and marine businesses, and firms with operations across the water, keep systems running and data safe at the far end of the country.",
  travel: "About 30 minutes by road (18 miles)",
  delivery: "On-site visits and remote support",
  economy: {
    title: "The gateway to West Penwith and the Isles of Scilly",
    paragraphs: [
      "Tourism, the arts and the sea shape Penzance. Visitors come for Mount's Bay, St Michael's Mount and the galleries of Newlyn and Penwith, and Newlyn remains one of the largest fishing ports in England.",
      "Penzance is also the mainland link to the Isles of Scilly, by ferry from the harbour and by helicopter from the heliport. Businesses working across both, or at the end of long rural lines, need tools that tolerate slow connections, cloud systems that sync reliably, and support that does not depend on someone driving out.",
    ],
    sectors: [
      "Tourism & hospitality",
      "Fishing & seafood",
      "Arts & galleries",
      "Isles of Scilly trade",
      "Independent retail",
    ],
  },
  services: localServices({
    consultancy:
      "Practical technology plans for West Cornwall businesses, including those with sites or staff on the Isles of Scilly.",
    cyber:
      "Protection for bookings, card payments and email, with Cyber Essentials when a buyer or insurer asks for it.",
    software:
      "Booking, ordering and stock systems that keep working offline and sync when the connection returns.",
    hosting:
      "Cloud hosting, remote monitoring and backups designed for rural connections and businesses spread across the water.",
  }),
  nearby: ["Newlyn", "Mousehole", "Heamoor", "Madron", "Gulval", "Long Rock", "Marazion", "St Just"],
  reasons: [
    {
      icon: "network",
      title: "Built for rural links",
      description:
        "We plan for slow or patchy broadband with offline-capable tools, sensible sync and mobile backup connections.",
    },
    {
      icon: "video",
      title: "Remote help for Scilly",
      description:
        "Remote support and monitoring reach your island operations, and we plan a visit when a job needs hands on.",
    },
    {
      icon: "car",
      title: "On site in Penwith",
      description: "About 30 minutes down the A30 from our office, for installations, audits and workshops.",
    },
    sharedReasons.experience,
    sharedReasons.results,
    sharedReasons.sme,
  ],
  cta: {
    title: "IT that works at the end of the line",
    text: "Tell us about your sites, your connection and your season. We will help you build IT that keeps working in West Cornwall.",
  },
  summary:
    "Gateway to West Penwith and the Isles of Scilly: resilient IT for Penzance's tourism, fishing and creative businesses.",
} as const satisfies LocationPage;
