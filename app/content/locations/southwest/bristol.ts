import { localServices, sharedReasons } from "../shared";
import type { LocationPage } from "../types";

export const bristol = {
  slug: "bristol",
  path: "/locations/it-consultancy-bristol",
  town: "Bristol",
  county: "City of Bristol",
  region: "southwest",
  seo: {
    title: "IT Consultancy in Bristol",
    description:
      "Fractional CTO, product architecture reviews and security for Bristol SMEs and scale-ups in aerospace, the creative industries and fintech.",
  },
  eyebrow: "IT consultancy · Bristol",
  headline: "IT Consultancy in Bristol",
  serviceArea: "Serving Bristol, Filton, Clifton, Bradley Stoke and the wider West of England.",
  intro:
    "Bristol combines one of the UK's largest aerospace clusters with a thriving creative, digital and fintech scene. We bring senior, independent technology leadership to Bristol SMEs and scale-ups, remote-first, with visits when they matter.",
  travel: "About 3 hours by road via the A30 and M5 (165 miles)",
  delivery: "Remote support with planned on-site visits",
  economy: {
    title: "Aerospace, creative industries and fintech",
    paragraphs: [
      "Filton's aerospace engineering, the media and creative companies around the harbourside, and a fast-growing fintech and software community make Bristol one of the UK's most varied technology economies. Its two universities feed a steady stream of engineers and start-ups.",
      "For SMEs that means competition for technical talent and customers who expect polished digital products. A fractional CTO gives you senior technical direction without a full-time salary, and our architecture and security reviews help you scale with confidence.",
    ],
    sectors: [
      "Aerospace & engineering",
      "Creative & media",
      "Fintech & financial services",
      "Software & SaaS",
      "Higher education",
    ],
  },
  services: localServices({
    consultancy:
      "Fractional CTO leadership, product architecture reviews and technical strategy for Bristol start-ups and scale-ups.",
    cyber:
      "Penetration testing, security audits and compliance for fintech and software teams handling customer data.",
    software:
      "Bespoke web and mobile products, legacy modernisation and integrations, delivered with your in-house team or for it.",
    hosting: "Cloud architecture, managed hosting and performance tuning as your user numbers grow.",
  }),
  nearby: [
    "Clifton",
    "Filton",
    "Bradley Stoke",
    "Kingswood",
    "Keynsham",
    "Portishead",
    "Clevedon",
    "Thornbury",
  ],
  reasons: [
    {
      icon: "search",
      title: "Investor-ready technology",
      description:
        "Architecture, security and documentation that stand up to due diligence when you raise money or sell.",
    },
    {
      icon: "shield",
      title: "Regulated-sector experience",
      description:
        "Our directors' backgrounds in finance and insurance help fintech teams build with compliance in mind from the start.",
    },
    {
      icon: "video",
      title: "Remote-first, on site when it counts",
      description:
        "Day-to-day work is remote; we plan visits to Bristol for workshops, reviews and board meetings.",
    },
    sharedReasons.experience,
    sharedReasons.results,
    sharedReasons.fourDisciplines,
  ],
  cta: {
    title: "Senior technology leadership for your Bristol business",
    text: "Book a free call to talk through your product, your team and your next funding or growth milestone.",
  },
  summary:
    "Aerospace, creative and fintech: fractional CTO, architecture reviews and security for Bristol SMEs and scale-ups.",
} as const satisfies LocationPage;
