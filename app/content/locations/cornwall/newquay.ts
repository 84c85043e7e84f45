import { localServices, sharedReasons } from "../shared";
import type { LocationPage } from "../types";

export const newquay = {
  slug: "newquay",
  path: "/it-support-newquay",
  town: "Newquay",
  county: "Cornwall",
  region: "cornwall",
  seo: {
    title: "IT Support in Newquay",
    description:
      "IT support, payment security and booking systems for Newquay's hotels, holiday parks and surf businesses, and the firms around Cornwall Airport Newquay.",
  },
  eyebrow: "IT support · Newquay, Cornwall",
  headline: "IT Support & Consultancy in Newquay",
  serviceArea: "Serving Newquay, Crantock, Quintrell Downs, St Columb and the coast to Mawgan Porth.",
  intro:
    "Newquay's businesses live by the season: hotels, holiday parks, surf schools and restaurants that must take bookings and payments without fail. We help them, and the growing businesses around the airport, run technology that copes with the summer rush.",
  travel: "About 35 minutes by road (18 miles)",
  delivery: "On-site visits and remote support",
  economy: {
    title: "Tourism, surf and an airport business hub",
    paragraphs: [
      "Newquay is one of Cornwall's busiest resorts, and its population swells every summer. Hotels, holiday lets, surf schools and hospitality groups depend on booking engines, card payments and guest Wi-Fi that simply work.",
      "Beyond tourism, Cornwall Airport Newquay anchors the Aerohub Enterprise Zone, home to Spaceport Cornwall, which draws aerospace and technology businesses to the area. We support both: seasonal operators who need reliability and cost control, and technical firms that need strong security and systems that scale.",
    ],
    sectors: [
      "Tourism & hospitality",
      "Holiday lets & parks",
      "Surf & leisure",
      "Aerospace & space",
      "Food & drink",
    ],
  },
  services: localServices({
    consultancy:
      "A technology plan for a seasonal business: what to run all year, what to scale for summer, and what it should cost.",
    cyber:
      "Payment set-ups that respect card-industry rules, secure guest Wi-Fi and training so seasonal staff do not become the weak link.",
    software:
      "Booking, staff rota and guest communication tools, connected to the platforms you already use.",
    hosting:
      "Hosting that stays fast in August, with monitoring and backups so a busy weekend never becomes an outage.",
  }),
  nearby: [
    "Crantock",
    "Quintrell Downs",
    "St Columb Minor",
    "St Columb Major",
    "St Mawgan",
    "Mawgan Porth",
    "Cubert",
    "Indian Queens",
  ],
  reasons: [
    {
      icon: "zap",
      title: "Ready for the rush",
      description:
        "We test and scale your booking and payment systems before the season, not in the middle of it.",
    },
    {
      icon: "lock",
      title: "Seasonal staff, handled",
      description:
        "Simple joining and leaving routines, so seasonal staff get the access they need and lose it when they go.",
    },
    {
      icon: "car",
      title: "On site in Newquay",
      description:
        "About 35 minutes from our office along the A30, for installations, workshops and the jobs that need a visit.",
    },
    sharedReasons.experience,
    sharedReasons.results,
    sharedReasons.sme,
  ],
  cta: {
    title: "Make this your smoothest season yet",
    text: "Talk to us before the summer rush. We will review your bookings, payments and Wi-Fi, and fix the weak spots in the quiet months.",
  },
  summary:
    "Resort town and airport hub: IT support, payment security and booking systems for Newquay's tourism and aerospace businesses.",
} as const satisfies LocationPage;
