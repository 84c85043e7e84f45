import { localServices, sharedReasons } from "../shared";
import type { LocationPage } from "../types";

export const southampton = {
  slug: "southampton",
  path: "/locations/it-support-southampton",
  town: "Southampton",
  county: "Hampshire",
  region: "national",
  seo: {
    title: "IT Support in Southampton",
    description:
      "Secure, resilient IT support and consultancy for Southampton's port, shipping, logistics and marine science businesses, remote-first with planned visits.",
  },
  eyebrow: "IT support · Southampton, Hampshire",
  headline: "IT Support & Consultancy in Southampton",
  serviceArea: "Serving Southampton, Eastleigh, Chandler's Ford, Totton and the shores of Southampton Water.",
  intro:
    "Southampton is one of the UK's great ports, with a maritime, logistics and marine science economy that runs around the clock. We help Southampton businesses keep their systems reliable and secure, remote-first with visits for key work.",
  travel: "About 3 hours 30 minutes by road (200 miles)",
  delivery: "Remote-first, on site for key workshops",
  economy: {
    title: "A port city of shipping, logistics and marine science",
    paragraphs: [
      "Southampton is the UK's leading cruise port and one of its busiest container ports, and the docks support a wide network of shipping agents, freight forwarders, logistics and marine engineering firms. The National Oceanography Centre and the University of Southampton make the city a centre for marine and maritime research.",
      "Port businesses work to tight schedules with partners around the world, which makes email fraud, ransomware and downtime especially costly. We help them harden security, connect their systems with their partners' and keep operations running.",
    ],
    sectors: [
      "Ports & shipping",
      "Logistics & freight",
      "Marine science & engineering",
      "Higher education",
      "Retail & hospitality",
    ],
  },
  services: localServices({
    consultancy: "Technology strategy and digital transformation for shipping, logistics and marine firms.",
    cyber:
      "Protection against invoice fraud, ransomware and supply-chain attacks, with Cyber Essentials and incident response planning.",
    software:
      "Integrations with partner and customer systems, tracking tools and portals that end manual re-keying.",
    hosting: "Resilient, monitored hosting and backups for operations that never stop.",
  }),
  nearby: ["Eastleigh", "Chandler's Ford", "Totton", "Hedge End", "Romsey", "Hythe", "Netley", "Bursledon"],
  reasons: [
    {
      icon: "shield",
      title: "Fraud-resistant processes",
      description:
        "Payment checks, email security and staff training that stop the invoice fraud aimed at freight and shipping firms.",
    },
    {
      icon: "network",
      title: "Connected to your partners",
      description: "We link your systems securely with those of your customers, carriers and agents.",
    },
    {
      icon: "video",
      title: "Remote-first support",
      description:
        "Support and monitoring run remotely; we visit Southampton for planned audits and workshops.",
    },
    sharedReasons.experience,
    sharedReasons.results,
    sharedReasons.sme,
  ],
  cta: {
    title: "Reliable, secure IT for your Southampton business",
    text: "Tell us how your operation runs and where it is exposed. We will help you close the gaps.",
  },
  summary:
    "Port, logistics and marine science: secure, resilient IT support and consultancy for Southampton businesses.",
} as const satisfies LocationPage;
