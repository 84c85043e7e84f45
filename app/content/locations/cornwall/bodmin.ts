import { localServices, sharedReasons } from "../shared";
import type { LocationPage } from "../types";

export const bodmin = {
  slug: "bodmin",
  path: "/it-support-bodmin",
  town: "Bodmin",
  county: "Cornwall",
  region: "cornwall",
  seo: {
    title: "IT Support in Bodmin",
    description:
      "Secure, joined-up IT support for Bodmin's public-sector suppliers, distributors and field-based teams on the A30 corridor, with on-site visits.",
  },
  eyebrow: "IT support · Bodmin, Cornwall",
  headline: "IT Support & Consultancy in Bodmin",
  serviceArea: "Serving Bodmin, Lanivet, Nanstallon, Cardinham and the edge of Bodmin Moor.",
  intro:
    "Bodmin sits on the A30 in the middle of Cornwall, a natural base for distribution, public services and businesses that cover the whole county. We help them run reliable, secure systems that connect people spread across many sites.",
  travel: "About 35 minutes by road on the A30 (27 miles)",
  delivery: "On-site visits and remote support",
  economy: {
    title: "At the centre of the county, on the A30",
    paragraphs: [
      "Bodmin was Cornwall's county town and public services remain important here, from schools and Callywith College to health and council teams. The Walker Lines industrial estate and newer sites beside the A30 house distribution, manufacturing and trade businesses.",
      "Its position midway along the A30 suits firms that serve the whole county with field engineers, vans and several sites. That brings familiar IT problems: remote staff, shared data, mobile devices and suppliers who need secure access. We solve them with joined-up, well-secured systems.",
    ],
    sectors: [
      "Public sector & education",
      "Distribution & logistics",
      "Manufacturing",
      "Trades & field services",
      "Tourism & heritage",
    ],
  },
  services: localServices({
    consultancy:
      "Strategy and fractional CIO support for multi-site organisations: one plan for people, devices and data across every location.",
    cyber:
      "Cyber Essentials, device management and secure remote access for teams on the road, with clear policies behind them.",
    software:
      "Field-service apps, job scheduling and mobile forms that replace paper in the van and sync with the office.",
    hosting:
      "Resilient hosting and connectivity planning, with monitoring that tells us about a problem before your team does.",
  }),
  nearby: [
    "Lanivet",
    "Nanstallon",
    "Cardinham",
    "Blisland",
    "Helland",
    "St Mabyn",
    "Wadebridge",
    "Lostwithiel",
  ],
  reasons: [
    {
      icon: "network",
      title: "Multi-site expertise",
      description:
        "We connect offices, depots and home workers securely, with one set of accounts and centrally managed devices.",
    },
    {
      icon: "shield",
      title: "Public-sector ready",
      description:
        "Security documentation and Cyber Essentials evidence prepared for public-sector tenders and supplier questionnaires.",
    },
    {
      icon: "car",
      title: "Straight up the A30",
      description: "About 35 minutes from our office, so planned site visits are easy to fit into the week.",
    },
    sharedReasons.experience,
    sharedReasons.results,
    sharedReasons.sme,
  ],
  cta: {
    title: "Connect your Bodmin teams, wherever they work",
    text: "Tell us how many sites, vans and home workers you support. We will show you how to secure and simplify them.",
  },
  summary:
    "Mid-Cornwall on the A30: secure, joined-up IT for Bodmin's public-sector suppliers, distributors and field-based teams.",
} as const satisfies LocationPage;
