import { localServices, sharedReasons } from "../shared";
import type { LocationPage } from "../types";

export const truro = {
  slug: "truro",
  path: "/it-support-truro",
  town: "Truro",
  county: "Cornwall",
  region: "cornwall",
  seo: {
    title: "IT Support in Truro",
    description:
      "Secure, dependable IT support and consultancy for Truro's professional firms, public-sector suppliers and retailers, twenty minutes from our Redruth office.",
  },
  eyebrow: "IT support · Truro, Cornwall",
  headline: "IT Support & Consultancy in Truro",
  serviceArea: "Serving Truro, Threemilestone, Kenwyn, Malpas and the villages of the Fal.",
  intro:
    "Truro is Cornwall's only city and its administrative and legal centre. We help the professional firms, public-sector suppliers and retailers who work here keep sensitive information secure and their systems dependable.",
  travel: "About 20 minutes by road (9 miles)",
  delivery: "On-site visits and remote support",
  economy: {
    title: "Technology for Cornwall's administrative and legal centre",
    paragraphs: [
      "Cornwall Council is based at New County Hall, the county's courts sit in the city, and solicitors, accountants and land agents cluster around the centre. The Royal Cornwall Hospital at Treliske is one of the largest employers in the county.",
      "That concentration of professional and public work means confidential data, strict audit trails and clients who expect their documents to be safe. We help Truro firms meet those expectations with sound security, dependable cloud systems and software that saves fee-earners time.",
    ],
    sectors: [
      "Legal & professional services",
      "Public sector & suppliers",
      "Healthcare",
      "Property & land",
      "Retail & hospitality",
    ],
  },
  services: localServices({
    consultancy:
      "Independent advice for partners and directors: technology roadmaps, supplier reviews and fractional CIO support for Truro practices.",
    cyber:
      "Cyber Essentials, audits and penetration testing for firms that hold client money, case files or patient data.",
    software:
      "Client portals, document workflows and integrations that end re-keying between practice management, accounts and email.",
    hosting:
      "Secure hosting and monitored backups for websites, portals and line-of-business systems, with agreed recovery times.",
  }),
  nearby: [
    "Threemilestone",
    "Shortlanesend",
    "Kenwyn",
    "Malpas",
    "Tresillian",
    "Probus",
    "Carnon Downs",
    "Feock",
  ],
  reasons: [
    {
      icon: "lock",
      title: "Confidentiality first",
      description:
        "We work to the standards professional firms and public-sector buyers expect, and document everything we touch.",
    },
    {
      icon: "search",
      title: "Audit-ready records",
      description:
        "Policies, asset registers and security evidence kept ready for insurers, regulators and tender questionnaires.",
    },
    {
      icon: "car",
      title: "Twenty minutes away",
      description:
        "Close enough for regular visits to your office, whether you are in the city centre or at Threemilestone.",
    },
    sharedReasons.experience,
    sharedReasons.results,
    sharedReasons.sme,
  ],
  cta: {
    title: "Talk to us about IT in Truro",
    text: "Book a free, no-obligation conversation at your office and get straightforward advice on what to fix first.",
  },
  summary:
    "Cornwall's city and its administrative and legal centre: secure, dependable IT for professional firms and public-sector suppliers.",
} as const satisfies LocationPage;
