import { localServices, sharedReasons } from "../shared";
import type { LocationPage } from "../types";

export const falmouth = {
  slug: "falmouth",
  path: "/it-support-falmouth",
  town: "Falmouth",
  county: "Cornwall",
  region: "cornwall",
  seo: {
    title: "IT Support in Falmouth",
    description:
      "IT support, cyber security and booking systems for Falmouth's maritime, creative and tourism businesses, with on-site visits from our Redruth office.",
  },
  eyebrow: "IT support · Falmouth, Cornwall",
  headline: "IT Support & Consultancy in Falmouth",
  serviceArea: "Serving Falmouth, Penryn, Flushing, Mylor and the shores of the Carrick Roads.",
  intro:
    "Falmouth's economy runs on the water and on ideas: a working port and ship repair yard, marine businesses, tourism and a creative scene fed by Falmouth University. We give them dependable IT without an enterprise overhead.",
  travel: "About 25 minutes by road (11 miles)",
  delivery: "On-site visits and remote support",
  economy: {
    title: "Maritime, creative and built for the season",
    paragraphs: [
      "Falmouth has one of the deepest natural harbours in the world. Its docks, ship repair yard and marine service companies sit alongside sailing schools, boatbuilders and the National Maritime Museum Cornwall.",
      "Falmouth University brings students, designers and digital start-ups to the town, while hotels, restaurants and holiday lets fill with the summer season. We help businesses keep bookings, payments and creative work flowing at the peak, and protect them from the scams that target busy seasonal trade.",
    ],
    sectors: [
      "Maritime & marine engineering",
      "Creative & digital",
      "Higher education",
      "Tourism & hospitality",
      "Independent retail",
    ],
  },
  services: localServices({
    consultancy:
      "Technology strategy for marine firms and creative studios ready to grow, from a one-off review to a fractional CTO.",
    cyber:
      "Defences against invoice fraud and phishing, Cyber Essentials for contract bids, and a plan for when something goes wrong.",
    software:
      "Booking systems, customer portals and websites that cope with summer peaks, built to your brief.",
    hosting:
      "Fast, monitored hosting for portfolios, shops and booking sites, with backups that are tested rather than assumed.",
  }),
  nearby: [
    "Penryn",
    "Flushing",
    "Mylor Bridge",
    "Budock Water",
    "Maenporth",
    "Mawnan Smith",
    "Constantine",
    "St Mawes",
  ],
  reasons: [
    {
      icon: "zap",
      title: "Ready for the season",
      description:
        "We plan capacity, payments and staff access around the summer rush, so peak trading is not when systems fail.",
    },
    {
      icon: "idea",
      title: "Creative-friendly",
      description:
        "Large media files, shared storage and collaboration tools set up for studios and freelancers who create for a living.",
    },
    {
      icon: "car",
      title: "On site in Falmouth",
      description:
        "About 25 minutes from our office, so we can work alongside your team when a job needs hands on keyboards.",
    },
    sharedReasons.experience,
    sharedReasons.results,
    sharedReasons.sme,
  ],
  cta: {
    title: "Get your Falmouth business ready for what's next",
    text: "Tell us about your busiest week of the year and what worries you about it. We will help you plan for it.",
  },
  summary:
    "Port, university and creative hub: IT support, security and booking systems for Falmouth's maritime, creative and tourism businesses.",
} as const satisfies LocationPage;
