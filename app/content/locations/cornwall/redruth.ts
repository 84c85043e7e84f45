import { localServices, sharedReasons } from "../shared";
import type { LocationPage } from "../types";

export const redruth = {
  slug: "redruth",
  path: "/it-support-redruth",
  town: "Redruth",
  county: "Cornwall",
  region: "cornwall",
  seo: {
    title: "IT Support in Redruth",
    description:
      "IT support and consultancy from our Redruth head office: cyber security, software, managed hosting and fractional CTO services for businesses in Redruth, Pool and Camborne.",
  },
  eyebrow: "IT support · Redruth, Cornwall",
  headline: "IT Support & Consultancy in Redruth",
  serviceArea: "Serving Redruth, Pool, Camborne and the villages from Portreath to Lanner.",
  intro:
    "Redruth is home: our head office is here. Local businesses get senior technology help from people a short drive away, who know the town's mix of engineering firms, trades and independent shops.",
  travel: "On your doorstep, here in the town",
  delivery: "On-site visits and remote support",
  economy: {
    title: "Technology for a town built on engineering",
    paragraphs: [
      "Redruth grew rich on copper and tin, and the mining district around it is part of the Cornwall and West Devon Mining Landscape World Heritage Site. The engineering habit never left: manufacturers, surveyors, building trades and specialist consultancies still work from the town and its industrial estates.",
      "Those firms now compete on quoting, scheduling and data as much as on craft, and start-ups grow out of the Pool Innovation Centre a mile down the road. We help both replace spreadsheets and paper job sheets with systems that fit, and keep drawings and customer records safe.",
    ],
    sectors: [
      "Engineering & manufacturing",
      "Construction & trades",
      "Surveying & geoscience",
      "Technology start-ups",
      "Independent retail",
    ],
  },
  services: localServices({
    consultancy:
      "Part-time technology leadership for Redruth firms that have outgrown ad-hoc IT: a plan, a budget and someone senior to own it.",
    cyber:
      "Cyber Essentials, audits and incident response, with workshops at your premises rather than a video call with a stranger.",
    software:
      "Job management, quoting and customer portals built around how your workshop or office really runs.",
    hosting:
      "Managed hosting, monitoring and backups from a team down the road, for websites and systems that cannot go down.",
  }),
  nearby: ["Camborne", "Pool", "Illogan", "Portreath", "St Day", "Lanner", "Carharrack", "Scorrier"],
  reasons: [
    {
      icon: "pin",
      title: "Our home town",
      description:
        "Our head office is in Redruth, so a visit is a short drive, not a day out, and we meet you face to face.",
    },
    {
      icon: "wrench",
      title: "We speak engineering",
      description:
        "Drawings, stock, job costing and compliance paperwork are familiar ground: we design systems around them.",
    },
    {
      icon: "clock",
      title: "Help when things break",
      description:
        "When a server or a connection fails, someone who already knows your set-up can be with you quickly.",
    },
    sharedReasons.experience,
    sharedReasons.results,
    sharedReasons.sme,
  ],
  cta: {
    title: "Let's talk about your Redruth business",
    text: "Call or send us a message: the first conversation is free, and you will come away with practical next steps.",
  },
  summary:
    "Our home town and head office: on-site IT support, security and software for Redruth, Pool and the villages around.",
} as const satisfies LocationPage;
