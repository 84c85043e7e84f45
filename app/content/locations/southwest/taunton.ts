import { localServices, sharedReasons } from "../shared";
import type { LocationPage } from "../types";

export const taunton = {
  slug: "taunton",
  path: "/locations/it-support-taunton",
  town: "Taunton",
  county: "Somerset",
  region: "southwest",
  seo: {
    title: "IT Support in Taunton",
    description:
      "Secure IT support and digital transformation for Taunton's public-sector suppliers, farming and food businesses, with regular visits from Cornwall.",
  },
  eyebrow: "IT support · Taunton, Somerset",
  headline: "IT Support & Consultancy in Taunton",
  serviceArea: "Serving Taunton, Wellington, Bridgwater, Bishops Lydeard and Taunton Deane.",
  intro:
    "Taunton is Somerset's county town, with a large public sector and an economy rooted in farming, food and drink. We help Taunton businesses and public-sector suppliers run secure, modern IT and replace paper-heavy processes.",
  travel: "About 2 hours 10 minutes by road via the A30 and M5 (120 miles)",
  delivery: "Remote support with regular on-site visits",
  economy: {
    title: "Somerset's county town: public sector and agrifood",
    paragraphs: [
      "Somerset Council is based in Taunton, and the UK Hydrographic Office, Musgrove Park Hospital and other public bodies make the public sector a major employer. Their suppliers must show good security and dependable service to win and keep contracts.",
      "Around the town, Somerset's farms, cider makers, food producers and agricultural suppliers are adopting technology for traceability, ordering and compliance. We help them choose systems that fit, connect them to accounts and sales, and keep them secure.",
    ],
    sectors: [
      "Public sector & suppliers",
      "Agriculture & agrifood",
      "Food & drink",
      "Health & care",
      "Professional services",
    ],
  },
  services: localServices({
    consultancy:
      "Digital transformation and technology planning for Taunton firms modernising paper-heavy processes.",
    cyber:
      "Cyber Essentials and security reviews for public-sector suppliers, prepared for tender questionnaires.",
    software:
      "Traceability, ordering and stock tools for food and farming businesses, connected to your accounts.",
    hosting: "Managed hosting, monitoring and backups for the systems your team and customers depend on.",
  }),
  nearby: [
    "Wellington",
    "Bishops Lydeard",
    "Norton Fitzwarren",
    "Creech St Michael",
    "Bridgwater",
    "Langport",
    "Ilminster",
    "Chard",
  ],
  reasons: [
    {
      icon: "shield",
      title: "Tender-ready security",
      description:
        "Cyber Essentials and clear security policies give your public-sector bids the evidence they need.",
    },
    {
      icon: "search",
      title: "Traceability you can trust",
      description:
        "Systems that record where produce came from and where it went, ready for audits and customer checks.",
    },
    {
      icon: "video",
      title: "Remote-first, visits by arrangement",
      description:
        "Support runs remotely day to day; we come to Taunton, about two hours up the A30 and M5, for planned visits.",
    },
    sharedReasons.experience,
    sharedReasons.results,
    sharedReasons.sme,
  ],
  cta: {
    title: "Modern, secure IT for your Taunton business",
    text: "Tell us about the contracts you bid for and the processes you would like to modernise. The first conversation is free.",
  },
  summary:
    "Somerset's county town: secure IT and digital transformation for Taunton's public-sector suppliers and agrifood businesses.",
} as const satisfies LocationPage;
