import { localServices, sharedReasons } from "../shared";
import type { LocationPage } from "../types";

export const exeter = {
  slug: "exeter",
  path: "/locations/it-consultancy-exeter",
  town: "Exeter",
  county: "Devon",
  region: "southwest",
  seo: {
    title: "IT Consultancy in Exeter",
    description:
      "Fractional CTO, architecture reviews and cyber security for Exeter SMEs and scale-ups, alongside the city's university, Met Office and tech cluster.",
  },
  eyebrow: "IT consultancy · Exeter, Devon",
  headline: "IT Consultancy in Exeter",
  serviceArea: "Serving Exeter, Topsham, Exmouth, Cranbrook and East Devon along the M5.",
  intro:
    "Exeter's economy runs on knowledge: the University of Exeter, the Met Office and a fast-growing cluster of technology and data businesses. We give Exeter SMEs the senior technology leadership and security expertise that larger organisations take for granted.",
  travel: "About 1 hour 45 minutes by road on the A30 (90 miles)",
  delivery: "Remote support with regular on-site visits",
  economy: {
    title: "A city of science, data and digital growth",
    paragraphs: [
      "The Met Office moved its headquarters to Exeter in 2003, and with the University of Exeter and Exeter Science Park it has made the city a centre for climate science, data and environmental technology. Software firms, digital agencies and professional services have grown up around them.",
      "Growth brings harder questions: how to scale systems, how to handle data responsibly, how to win contracts that ask for proof of security. We help Exeter businesses answer them with fractional CTO support, architecture reviews and practical cyber security.",
    ],
    sectors: [
      "Climate & data science",
      "Software & digital",
      "Higher education",
      "Professional services",
      "Healthcare",
    ],
  },
  services: localServices({
    consultancy:
      "Fractional CTO support and architecture reviews for Exeter scale-ups and agencies planning their next stage of growth.",
    cyber:
      "Cyber Essentials, penetration testing and security reviews for firms bidding for public-sector and research contracts.",
    software:
      "Bespoke applications, data tools and websites, from the first discovery workshop to launch and support.",
    hosting: "Cloud hosting on the major public clouds, with monitoring, backups and cost control built in.",
  }),
  nearby: ["Topsham", "Exmouth", "Cranbrook", "Crediton", "Dawlish", "Cullompton", "Honiton", "Newton Abbot"],
  reasons: [
    {
      icon: "database",
      title: "Data-literate advice",
      description:
        "We are at home with data pipelines, analytics and the governance that research-led clients and funders expect.",
    },
    {
      icon: "target",
      title: "Growth-stage focus",
      description:
        "We help you move from founder-built systems to an architecture that will carry the next fifty staff.",
    },
    {
      icon: "video",
      title: "Remote-first, on site when it counts",
      description:
        "Most work runs remotely; we come up the A30 to Exeter for workshops, audits and key meetings.",
    },
    sharedReasons.experience,
    sharedReasons.results,
    sharedReasons.fourDisciplines,
  ],
  cta: {
    title: "Plan your next stage of growth in Exeter",
    text: "Book a free call with a senior consultant and come away with a clear view of your technology priorities.",
  },
  summary:
    "University, Met Office and a growing tech cluster: fractional CTO, architecture and security for Exeter SMEs.",
} as const satisfies LocationPage;
