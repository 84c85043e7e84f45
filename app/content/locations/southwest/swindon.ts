import { localServices, sharedReasons } from "../shared";
import type { LocationPage } from "../types";

export const swindon = {
  slug: "swindon",
  path: "/locations/it-consultancy-swindon",
  town: "Swindon",
  county: "Wiltshire",
  region: "southwest",
  seo: {
    title: "IT Consultancy in Swindon",
    description:
      "Integration, modernisation and supply-chain security consultancy for Swindon's logistics, automotive and engineering businesses on the M4.",
  },
  eyebrow: "IT consultancy · Swindon, Wiltshire",
  headline: "IT Consultancy in Swindon",
  serviceArea: "Serving Swindon, Royal Wootton Bassett, Highworth, Wroughton and the M4 corridor.",
  intro:
    "Swindon grew on railway engineering and now runs on logistics, automotive and advanced engineering along the M4. We help Swindon SMEs plan, secure and modernise the technology behind their operations.",
  travel: "About 3 hours 30 minutes by road (210 miles)",
  delivery: "Remote support with planned on-site visits",
  economy: {
    title: "Logistics, automotive and engineering on the M4",
    paragraphs: [
      "The Great Western Railway works made Swindon an engineering town, and that heritage continues in automotive, advanced manufacturing and engineering firms. Its position at junctions 15 and 16 of the M4 has made it a major base for distribution and logistics, and financial services and national research bodies add office jobs.",
      "Those businesses depend on warehouse, transport and production systems that must talk to each other and stay up around the clock. We help with integration, modernisation of legacy systems and the security that large customers now require of their suppliers.",
    ],
    sectors: [
      "Logistics & distribution",
      "Automotive",
      "Advanced engineering",
      "Financial services",
      "Research & public bodies",
    ],
  },
  services: localServices({
    consultancy:
      "Technical strategy, architecture reviews and fractional CTO support for Swindon manufacturers and logistics firms.",
    cyber:
      "Supply-chain security, Cyber Essentials and penetration testing for firms serving large customers.",
    software:
      "Integrations between warehouse, transport and accounts systems, and modern replacements for ageing bespoke software.",
    hosting:
      "Monitored, resilient hosting for operations that run around the clock, with tested recovery plans.",
  }),
  nearby: [
    "Royal Wootton Bassett",
    "Highworth",
    "Wroughton",
    "Purton",
    "Cricklade",
    "Chiseldon",
    "Faringdon",
    "Marlborough",
  ],
  reasons: [
    {
      icon: "network",
      title: "Systems that talk to each other",
      description:
        "We connect warehouse, transport, production and finance systems so data flows without re-keying.",
    },
    {
      icon: "clock",
      title: "Round-the-clock operations",
      description:
        "Changes are planned around shifts and peaks, backed by monitoring that runs day and night.",
    },
    {
      icon: "video",
      title: "Remote-first delivery",
      description:
        "Most work is done remotely; we visit Swindon for discovery workshops, audits and key milestones.",
    },
    sharedReasons.experience,
    sharedReasons.results,
    sharedReasons.fourDisciplines,
  ],
  cta: {
    title: "Modernise the systems that keep Swindon moving",
    text: "Tell us which system you would replace first if you could. We will help you do it without stopping the business.",
  },
  summary:
    "Logistics, automotive and engineering: integration, modernisation and security consultancy for Swindon businesses.",
} as const satisfies LocationPage;
