import { localServices, sharedReasons } from "../shared";
import type { LocationPage } from "../types";

export const camborne = {
  slug: "camborne",
  path: "/it-support-camborne",
  town: "Camborne",
  county: "Cornwall",
  region: "cornwall",
  seo: {
    title: "IT Support in Camborne",
    description:
      "On-site IT support, cyber security and software for Camborne and Pool manufacturers, engineers and start-ups, ten minutes from our Redruth office.",
  },
  eyebrow: "IT support · Camborne, Cornwall",
  headline: "IT Support & Consultancy in Camborne",
  serviceArea: "Serving Camborne, Pool, Tuckingmill, Troon and the countryside out to Hayle.",
  intro:
    "Camborne sits at the heart of Cornwall's engineering story, a few minutes from our Redruth office. We bring senior IT expertise to the manufacturers, engineers and growing companies of Camborne and Pool, on site whenever you need us.",
  travel: "About 10 minutes by road (3 miles)",
  delivery: "On-site visits and remote support",
  economy: {
    title: "From mining engineering to modern manufacturing",
    paragraphs: [
      "Camborne's foundries and engineering works once sent rock drills and compressors to mines around the world, and the Camborne School of Mines was founded here. Engineering, fabrication and technical businesses still fill the industrial estates around the town and Pool.",
      "The Pool Innovation Centre, between Camborne and Redruth, gives new technology businesses a start, while older firms are replacing systems written decades ago. Whether you are launching a product or modernising a production line, we help you choose technology that lasts.",
    ],
    sectors: [
      "Engineering & fabrication",
      "Manufacturing",
      "Technology start-ups",
      "Construction & trades",
      "Education & training",
    ],
  },
  services: localServices({
    consultancy:
      "A fractional CTO or a one-off strategy review for Camborne firms planning growth, new premises or a move off legacy systems.",
    cyber:
      "Protect designs, tenders and customer data with Cyber Essentials, staff training and a tested incident plan.",
    software:
      "Production tracking, stock control and quoting tools, or a modern replacement for the ageing system only one person understands.",
    hosting:
      "Reliable hosting, patching and monitored backups, with an engineer close enough to be on site in minutes.",
  }),
  nearby: ["Pool", "Redruth", "Tuckingmill", "Troon", "Beacon", "Praze-an-Beeble", "Connor Downs", "Hayle"],
  reasons: [
    {
      icon: "car",
      title: "Minutes from your door",
      description:
        "Our Redruth office is about ten minutes away, so on-site visits are simple to arrange at short notice.",
    },
    {
      icon: "settings",
      title: "Manufacturing know-how",
      description:
        "We understand production schedules, machine data and what an hour of downtime costs on a shop floor.",
    },
    {
      icon: "rocket",
      title: "Start-up friendly",
      description:
        "From a first product at Pool to a first IT hire, we scale our help to your stage and your budget.",
    },
    sharedReasons.experience,
    sharedReasons.results,
    sharedReasons.fourDisciplines,
  ],
  cta: {
    title: "Ready to modernise your Camborne business?",
    text: "Tell us what is slowing you down. We will visit, listen and come back with a clear, costed plan.",
  },
  summary:
    "Engineering and manufacturing country, ten minutes from our office: on-site IT support and modernisation for Camborne and Pool.",
} as const satisfies LocationPage;
