import { localServices, sharedReasons } from "../shared";
import type { LocationPage } from "../types";

export const penryn = {
  slug: "penryn",
  path: "/it-support-penryn",
  town: "Penryn",
  county: "Cornwall",
  region: "cornwall",
  seo: {
    title: "IT Support in Penryn",
    description:
      "Fractional CTO support, secure cloud foundations and IT support for Penryn's university spin-outs, start-ups and established local firms.",
  },
  eyebrow: "IT support · Penryn, Cornwall",
  headline: "IT Support & Consultancy in Penryn",
  serviceArea: "Serving Penryn, Mabe, Ponsanooth, Mylor Bridge and the head of the Penryn River.",
  intro:
    "Penryn is one of Cornwall's oldest towns and home to the Penryn Campus. We help the spin-outs, research-led start-ups and established firms around it build secure, scalable technology from day one.",
  travel: "About 20 minutes by road (9 miles)",
  delivery: "On-site visits and remote support",
  economy: {
    title: "A historic town with a university campus on its doorstep",
    paragraphs: [
      "The Penryn Campus is shared by Falmouth University and the University of Exeter, whose Cornwall campus includes the Camborne School of Mines and the Environment and Sustainability Institute. It brings researchers, graduates and new companies into a town with a long trading history.",
      "Around it, environmental consultancies, digital studios and graduate start-ups work next to boatyards and long-established trades. Early choices about cloud, data and security are cheapest to get right at the start, which is where part-time technical leadership pays for itself.",
    ],
    sectors: [
      "University spin-outs",
      "Environmental science",
      "Digital & creative",
      "Marine & boatbuilding",
      "Trades & services",
    ],
  },
  services: localServices({
    consultancy:
      "Fractional CTO support for founders: architecture, hiring plans and investor-ready technical due diligence.",
    cyber:
      "Security built in from the start, with Cyber Essentials for grant and tender requirements and protection for research data.",
    software:
      "Prototypes, minimum viable products and low-code tools that can grow into real products without a rewrite.",
    hosting:
      "Cloud hosting that scales with your users, with costs watched so a successful launch does not bring a surprise bill.",
  }),
  nearby: [
    "Falmouth",
    "Mabe Burnthouse",
    "Ponsanooth",
    "Mylor Bridge",
    "Budock Water",
    "Constantine",
    "Stithians",
    "Perranarworthal",
  ],
  reasons: [
    {
      icon: "rocket",
      title: "Start-up ready",
      description:
        "We work at a start-up's pace and budget, with advice that stands up in front of investors and grant funders.",
    },
    {
      icon: "database",
      title: "Research data handled properly",
      description:
        "Sensible storage, access control and backups for datasets, models and intellectual property.",
    },
    {
      icon: "car",
      title: "Twenty minutes away",
      description: "On-site workshops at your office or campus base, with everything else handled remotely.",
    },
    sharedReasons.experience,
    sharedReasons.results,
    sharedReasons.fourDisciplines,
  ],
  cta: {
    title: "Building something in Penryn?",
    text: "Tell us what you are building. We will help you choose a stack, secure it and plan the next eighteen months of technology.",
  },
  summary:
    "Historic town, university campus: fractional CTO and secure cloud foundations for Penryn's start-ups and established firms.",
} as const satisfies LocationPage;
