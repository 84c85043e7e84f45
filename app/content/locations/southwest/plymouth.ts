import { localServices, sharedReasons } from "../shared";
import type { LocationPage } from "../types";

export const plymouth = {
  slug: "plymouth",
  path: "/locations/business-it-support-plymouth",
  town: "Plymouth",
  county: "Devon",
  region: "southwest",
  seo: {
    title: "Business IT Support in Plymouth",
    description:
      "Business IT support, supply-chain security and software for Plymouth's marine, defence and manufacturing firms, from just across the Tamar.",
  },
  eyebrow: "Business IT support · Plymouth, Devon",
  headline: "Business IT Support in Plymouth",
  serviceArea: "Serving Plymouth, Plympton, Plymstock, Saltash and the Tamar Valley.",
  intro:
    "Plymouth is the largest city in the Southwest peninsula, with a marine, defence and manufacturing economy that needs dependable systems and serious security. We support Plymouth businesses from just across the Tamar.",
  travel: "About 1 hour 15 minutes by road (60 miles)",
  delivery: "On-site visits and remote support",
  economy: {
    title: "Marine, defence and advanced manufacturing",
    paragraphs: [
      "HM Naval Base Devonport is the largest naval base in Western Europe, and Plymouth's marine science institutions, boatbuilders and defence suppliers make the city a national centre for marine industries. Advanced manufacturing, medical technology and a ferry port add to the mix.",
      "Defence supply chains increasingly ask for Cyber Essentials or Cyber Essentials Plus, and manufacturers face the same questions from their larger customers. We help Plymouth firms meet those requirements, keep production systems running and modernise the software behind them.",
    ],
    sectors: [
      "Marine & maritime",
      "Defence supply chain",
      "Advanced manufacturing",
      "Marine science",
      "Health & medical technology",
    ],
  },
  services: localServices({
    consultancy:
      "Fractional CIO support and digital transformation plans for Plymouth manufacturers and marine firms.",
    cyber:
      "Cyber Essentials and Cyber Essentials Plus readiness, audits and penetration testing for defence and supply-chain work.",
    software:
      "Production, inspection and asset-tracking software built around your processes, and modern replacements for legacy systems.",
    hosting:
      "Managed hosting and system administration with 24/7 monitoring, tested backups and documented recovery.",
  }),
  nearby: [
    "Plympton",
    "Plymstock",
    "Roborough",
    "Ivybridge",
    "Saltash",
    "Torpoint",
    "Tavistock",
    "Yelverton",
  ],
  reasons: [
    {
      icon: "shield-check",
      title: "Supply-chain security",
      description:
        "We prepare you for the security questions defence primes and large customers ask, with evidence behind every answer.",
    },
    {
      icon: "settings",
      title: "Production-aware",
      description:
        "Changes are planned around your shifts and maintenance windows, never in the middle of a run.",
    },
    {
      icon: "car",
      title: "Just across the Tamar",
      description:
        "About an hour and a quarter from our office, so regular on-site visits are part of how we work with you.",
    },
    sharedReasons.experience,
    sharedReasons.results,
    sharedReasons.sme,
  ],
  cta: {
    title: "Secure, dependable IT for your Plymouth business",
    text: "Tell us about your contracts, your sites and your systems. We will help you meet the requirements and keep production running.",
  },
  summary:
    "Marine, defence and manufacturing: business IT support and supply-chain security for Plymouth firms.",
} as const satisfies LocationPage;
