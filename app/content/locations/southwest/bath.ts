import { localServices, sharedReasons } from "../shared";
import type { LocationPage } from "../types";

export const bath = {
  slug: "bath",
  path: "/locations/it-support-bath",
  town: "Bath",
  county: "Somerset",
  region: "southwest",
  seo: {
    title: "IT Support in Bath",
    description:
      "Secure, dependable IT support and strategy for Bath's professional practices, creative firms and visitor businesses, remote-first with planned visits.",
  },
  eyebrow: "IT support · Bath, Somerset",
  headline: "IT Support & Consultancy in Bath",
  serviceArea: "Serving Bath, Bradford-on-Avon, Keynsham, Corsham and North East Somerset.",
  intro:
    "Bath's economy is built on professional services, tourism and a strong creative and software scene, all inside a World Heritage city. We help Bath firms protect client data, run reliable systems and get real value from the technology they already pay for.",
  travel: "About 3 hours 15 minutes by road (180 miles)",
  delivery: "Remote support with planned on-site visits",
  economy: {
    title: "Professional services and tourism in a World Heritage city",
    paragraphs: [
      "Bath is home to architects, engineers, financial advisers, solicitors and publishers, alongside a visitor economy built around the Roman Baths and the city's Georgian streets. The University of Bath and Bath Spa University add research, software and creative businesses.",
      "Professional firms hold confidential client data and must show insurers and regulators how they protect it; hotels, attractions and shops rely on bookings and payments. Our support covers both, with security and reliability as standard.",
    ],
    sectors: [
      "Professional services",
      "Tourism & heritage",
      "Software & publishing",
      "Architecture & engineering",
      "Higher education",
    ],
  },
  services: localServices({
    consultancy:
      "IT strategy and fractional CIO support for Bath practices and agencies that need direction without a full-time hire.",
    cyber:
      "Cyber Essentials, audits and staff training for firms handling client money and confidential files.",
    software:
      "Websites, client portals and workflow tools for professional practices and visitor businesses.",
    hosting:
      "Managed hosting with monitoring and backups for practice systems, websites and booking platforms.",
  }),
  nearby: [
    "Bradford-on-Avon",
    "Keynsham",
    "Corsham",
    "Midsomer Norton",
    "Radstock",
    "Frome",
    "Trowbridge",
    "Chippenham",
  ],
  reasons: [
    {
      icon: "lock",
      title: "Client confidentiality",
      description:
        "Access controls, encryption and audit trails that satisfy professional indemnity insurers and regulators.",
    },
    {
      icon: "growth",
      title: "Value from what you have",
      description:
        "Many firms already pay for capable tools; we help you use them fully before you buy anything new.",
    },
    {
      icon: "video",
      title: "Remote-first support",
      description:
        "Support and monitoring run remotely day to day; we visit Bath for planned workshops and audits.",
    },
    sharedReasons.experience,
    sharedReasons.results,
    sharedReasons.sme,
  ],
  cta: {
    title: "Dependable IT for your Bath practice or business",
    text: "Tell us what you rely on most, and we will show you how to protect it and get more from it.",
  },
  summary:
    "Professional services and tourism: secure, dependable IT support and strategy for Bath practices and visitor businesses.",
} as const satisfies LocationPage;
