import { type CaseStudy, caseStudies } from "./case-studies";
import { company, industries } from "./company";
import { practiceOfferings, serviceCard, serviceInSentence, services } from "./services/catalogue";
import type { Action, CardItem, IconName } from "./types";

export const home = {
  /** What the page is about: the company. Its h1 names it. */
  get subject() {
    return company.name;
  },
  seo: {
    get title() {
      return `${company.name} | IT Consultancy in Redruth, Cornwall`;
    },
    description:
      "Cornwall's leading IT consultancy: fractional CTO, cyber security, software development and managed hosting for SMEs across Cornwall, Devon, Bristol and the Southwest.",
  },
  hero: {
    get eyebrow() {
      return `${company.name} · Redruth, Cornwall`;
    },
    title: "Cornwall's leading IT consultancy for growing businesses",
    intro:
      "Strategic technology leadership, cyber security, bespoke software and managed hosting for small and medium businesses across Cornwall, Devon, Bristol and the wider Southwest.",
    actions: [
      { label: "Start Your Project", to: "/#contact", variant: "primary" },
      { label: "Explore Services", to: "/#services", variant: "outline-light" },
    ],
    /** Each label leads to its service, so what looks like a link is one. */
    iconLabelsName: "What we do",
    iconLabels: [
      { icon: "brain", label: "AI", to: services["ai-consultancy"].path },
      { icon: "cloud", label: "Cloud", to: services["hosting-sysadmin"].path },
      { icon: "briefcase", label: "Consultancy", to: services["it-consultancy"].path },
      { icon: "shield", label: "Cyber", to: services["cyber-security"].path },
      { icon: "code", label: "Development", to: services["software-development"].path },
    ],
  },
  services: {
    eyebrow: "Services",
    title: "Technology expertise, from strategy to servers",
    intro:
      "Four practices, one team: we plan the technology, protect it, build it and keep it running, so you can get on with running your business.",
    cards: [
      serviceCard("it-consultancy", {
        description:
          "Senior technology leadership without a full-time hire: fractional CTO and CIO, architecture reviews, digital transformation, technical strategy and AI.",
        features: [
          serviceInSentence("fractional-cto-cio"),
          serviceInSentence("product-architecture-review"),
          serviceInSentence("digital-transformation"),
          serviceInSentence("ai-consultancy"),
        ],
      }),
      serviceCard("cyber-security", {
        description:
          "Practical protection sized for SMEs: security audits, penetration testing, compliance such as Cyber Essentials, and incident response.",
        features: practiceOfferings["cyber-security"],
      }),
      serviceCard("software-development", {
        description:
          "Bespoke applications, websites and low-code tools built around how you work, and modernisation of the legacy systems holding you back.",
        features: practiceOfferings["software-development"],
      }),
      serviceCard("hosting-sysadmin", {
        description:
          "Managed hosting and system administration with monitoring, backups and performance tuning, looked after by people who answer the phone.",
        features: practiceOfferings["hosting-sysadmin"],
      }),
    ],
  },
  about: {
    eyebrow: "About us",
    get title() {
      return `Why you should partner with ${company.name}`;
    },
    get intro() {
      return `${company.claims.strategicExperienceYears} years of strategic technology experience, brought to businesses that rarely get access to it.`;
    },
    points: [
      {
        icon: "target",
        title: "Optimised Solutions",
        description:
          "We recommend what fits your size, budget and plans, not the most expensive option. Every solution is measured against the outcome you need.",
      },
      {
        icon: "rocket",
        title: "Cutting-Edge Expertise",
        description:
          "Cloud, AI, security and modern software engineering, applied with the judgement of directors who have led technology in demanding industries.",
      },
      {
        icon: "users",
        title: "SME Focused",
        description:
          "We work with small and medium businesses every day: plain English, fixed scopes where possible, and advice you can act on the same week.",
      },
    ],
  },
  /** "Our Clients" (the footer's link): each industry with what was done there. */
  clients: {
    eyebrow: "Our clients",
    title: "What we have done, industry by industry",
    intro:
      "Case studies from our own projects, clients anonymised; elsewhere, our directors' own experience.",
    industries: industries.map((industry) => ({
      ...industry,
      caseStudy: caseStudies.find((study) => study.industry === industry.label) as CaseStudy | undefined,
    })),
  },
  testimonials: { title: "What our clients say" },
  contact: {
    eyebrow: "Contact",
    title: "Let's Start Your Project",
    get intro() {
      return `Tell us where you are and where you want to be. We reply to every enquiry within ${company.replyWithin}, and the first conversation is free.`;
    },
    formTitle: "Send Us a Message",
  },
} as const satisfies {
  hero: {
    actions: readonly Action[];
    iconLabels: readonly { icon: IconName; label: string; to: string }[];
  } & Record<string, unknown>;
  services: { cards: readonly CardItem[] } & Record<string, unknown>;
  about: { points: readonly CardItem[] } & Record<string, unknown>;
  clients: {
    industries: readonly { icon: IconName; label: string; experience: string; caseStudy?: CaseStudy }[];
  } & Record<string, unknown>;
} & Record<string, unknown>;
