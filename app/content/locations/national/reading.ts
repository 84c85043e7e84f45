import { localServices, sharedReasons } from "../shared";
import type { LocationPage } from "../types";

export const reading = {
  slug: "reading",
  path: "/locations/it-consultancy-reading",
  town: "Reading",
  county: "Berkshire",
  region: "national",
  seo: {
    title: "IT Consultancy in Reading",
    description:
      "Remote-first fractional CTO, architecture reviews and independent security advice for Reading and Thames Valley SMEs on the M4 tech corridor.",
  },
  eyebrow: "IT consultancy · Reading, Berkshire",
  headline: "IT Consultancy in Reading",
  serviceArea: "Serving Reading, Wokingham, Bracknell, Newbury and the Thames Valley.",
  intro:
    "Reading sits at the heart of the M4 tech corridor, among the UK offices of global technology companies and hundreds of software and services firms. We give Reading SMEs senior, independent technology advice, remote-first, for a fraction of the cost of a full-time executive.",
  travel: "About 4 hours 15 minutes by road or direct train (250 miles)",
  delivery: "Remote-first, on site for key workshops",
  economy: {
    title: "At the heart of the M4 technology corridor",
    paragraphs: [
      "The Thames Valley has one of the UK's densest concentrations of technology businesses, from the UK headquarters of global software and telecoms firms to specialist start-ups around Reading, Bracknell and Wokingham. The University of Reading and Henley Business School add research and management talent.",
      "Competition for senior technologists is fierce, and salaries follow. For SMEs, a fractional CTO or a focused architecture review brings that experience part-time, and our remote-first way of working keeps the cost down.",
    ],
    sectors: [
      "Software & SaaS",
      "Telecoms & networking",
      "Consulting & IT services",
      "Financial services",
      "Professional services",
    ],
  },
  services: localServices({
    consultancy:
      "Fractional CTO leadership, technical strategy reviews and product architecture reviews for Thames Valley SMEs.",
    cyber: "Independent security audits and penetration testing, with findings explained in plain English.",
    software: "Bespoke software and legacy modernisation, alongside your developers or as your whole team.",
    hosting:
      "Cloud architecture and managed hosting across the major platforms, with cost and performance reviews.",
  }),
  nearby: ["Wokingham", "Bracknell", "Woodley", "Earley", "Theale", "Twyford", "Henley-on-Thames", "Newbury"],
  reasons: [
    {
      icon: "search",
      title: "An outside view",
      description:
        "A second opinion on architecture, vendors and roadmaps from senior people outside your day-to-day supplier relationships.",
    },
    {
      icon: "growth",
      title: "Senior talent, part-time cost",
      description:
        "Executive-level experience without competing for a full-time CTO salary in one of the UK's busiest tech job markets.",
    },
    {
      icon: "video",
      title: "Remote-first delivery",
      description:
        "Work runs remotely by default; we travel to Reading for workshops and board meetings when they add value.",
    },
    sharedReasons.experience,
    sharedReasons.results,
    sharedReasons.fourDisciplines,
  ],
  cta: {
    title: "Senior technology advice for your Reading business",
    text: "Book a free video call with a senior consultant to talk through your architecture, your team or your technology plans.",
  },
  summary:
    "The M4 tech corridor: remote-first fractional CTO, architecture reviews and independent security advice for Reading SMEs.",
} as const satisfies LocationPage;
