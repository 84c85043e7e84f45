import { localServices, sharedReasons } from "../shared";
import type { LocationPage } from "../types";

export const london = {
  slug: "london",
  path: "/locations/fractional-cto-london",
  town: "London",
  county: "Greater London",
  region: "national",
  seo: {
    title: "Fractional CTO in London",
    description:
      "Fractional CTO leadership for London start-ups and scale-ups: Strategic Advisory (4-8 hours/month), Active Leadership (1-2 days/week) or Interim CTO (3-4 days/week).",
  },
  eyebrow: "Fractional CTO · London",
  headline: "Fractional CTO Services in London",
  serviceArea:
    "Serving start-ups and scale-ups across London, from Shoreditch and King's Cross to Canary Wharf.",
  intro:
    "London's start-ups and scale-ups need senior technology leadership long before they can justify a full-time CTO. Our fractional CTOs bring strategy, architecture and team leadership for a few hours a month or a few days a week, remote-first and in person when it matters.",
  travel: "About 5 hours by direct train to London Paddington",
  delivery: "Remote-first, in person for key meetings",
  economy: {
    title: "Senior technology leadership for London's start-ups and scale-ups",
    paragraphs: [
      "London is one of the world's leading centres for start-ups and venture investment, with fintech in the City and Canary Wharf, and software, AI and media companies from Shoreditch to King's Cross. Competition for experienced technology leaders is intense, and a permanent CTO is one of the most expensive hires a young company makes.",
      "A fractional CTO fills the gap: a senior leader who sets technical direction, reviews architecture, hires and mentors engineers, and speaks for technology to investors and the board, for the time you actually need. When you are ready for a full-time CTO, we help you recruit one and hand over cleanly.",
    ],
    sectors: ["Fintech", "SaaS & software", "AI & data", "Media & creative", "Professional services"],
  },
  services: localServices({
    consultancy:
      "Fractional and interim CTO leadership: technology strategy, architecture decisions, hiring and board reporting.",
    cyber:
      "Security programmes, penetration testing and compliance groundwork for the due diligence investors and enterprise buyers expect.",
    software:
      "Hands-on help building and modernising your product, alongside your engineers or while you hire them.",
    hosting: "Cloud architecture, cost reviews and infrastructure that scales reliably with your users.",
  }),
  nearby: [
    "City of London",
    "Shoreditch",
    "Canary Wharf",
    "King's Cross",
    "Southwark",
    "Westminster",
    "Camden",
    "Hammersmith",
  ],
  engagementModels: [
    {
      name: "Strategic Advisory",
      commitment: "4-8 hours/month",
      description:
        "Regular strategy sessions, architecture and hiring advice, and a senior sounding board for founders who still lead technology themselves.",
    },
    {
      name: "Active Leadership",
      commitment: "1-2 days/week",
      description:
        "A hands-on CTO in your leadership team: owning the roadmap, managing engineering and reporting to the board.",
    },
    {
      name: "Interim CTO",
      commitment: "3-4 days/week",
      description:
        "Near full-time cover during a search, a funding round or a major change, with a clean handover at the end.",
    },
  ],
  reasons: [
    {
      icon: "target",
      title: "Leadership, not just advice",
      description:
        "We join your leadership team, take ownership of technology decisions and answer for them.",
    },
    {
      icon: "growth",
      title: "Pay for the time you need",
      description:
        "Start at a few hours a month and scale to several days a week as you grow, without a permanent executive salary.",
    },
    {
      icon: "video",
      title: "Remote-first, in person when it counts",
      description:
        "Day-to-day work is remote; we come to London for board meetings, offsites and key hiring days.",
    },
    sharedReasons.experience,
    sharedReasons.results,
    sharedReasons.fourDisciplines,
  ],
  cta: {
    title: "Find the right fractional CTO arrangement",
    text: "Book a free call to discuss your stage, your team and which engagement model fits you best.",
  },
  summary:
    "Fractional CTO leadership for London start-ups and scale-ups: strategic advisory, active leadership or interim cover.",
} as const satisfies LocationPage;
