import { services } from "./catalogue";
import { consultationActions, type ServicePage } from "./types";

/** SPEC §2 and §9: the four engagement models and their time commitments. */
export const fractionalEngagementModels = [
  {
    name: "Strategic Advisory",
    commitment: "4-8 hours per month",
    description:
      "A monthly sounding board for the founder or board: strategy, investment decisions and supplier challenge.",
  },
  {
    name: "Active Leadership",
    commitment: "1-2 days per week",
    description:
      "A hands-on technology leader who runs the roadmap, manages developers and suppliers, and reports to the board.",
  },
  {
    name: "Interim Executive",
    commitment: "3-4 days per week",
    description:
      "Near full-time cover during a transition, a crisis, a major programme or while you recruit a permanent hire.",
  },
  {
    name: "Project-Based",
    commitment: "Flexible duration",
    description:
      "Senior leadership for one initiative, such as a platform rebuild, a cloud migration or due diligence, start to finish.",
  },
] as const;

const service = services["fractional-cto-cio"];

export const fractionalCtoCio = {
  service: "fractional-cto-cio",
  path: service.path,
  serviceType: "Fractional CTO and CIO services",
  seo: {
    title: `${service.name} Services`,
    description:
      "A part-time CTO or CIO for your business: Strategic Advisory 4-8 hours a month, Active Leadership 1-2 days a week, Interim Executive 3-4 days a week, or project-based.",
  },
  hero: {
    eyebrow: service.name,
    title: "A seasoned technology executive, for the time you need",
    intro:
      "Most growing businesses need senior technology judgement long before they need, or can afford, a full-time CTO. A fractional CTO or CIO gives you that leadership, part-time.",
    actions: consultationActions,
  },
  sections: [
    {
      id: "engagement-models",
      eyebrow: "Engagement models",
      title: "Choose the level of involvement that fits",
      intro: "Start where you are and change the commitment as the business grows. No long lock-in.",
      kind: "engagements",
      models: fractionalEngagementModels,
    },
    {
      eyebrow: "What you get",
      title: "What a fractional CTO or CIO does for you",
      kind: "cards",
      items: [
        {
          icon: "target",
          title: "Technology strategy",
          description:
            "A roadmap tied to your business plan, with budgets, priorities and the trade-offs made explicit.",
        },
        {
          icon: "users",
          title: "Team and supplier leadership",
          description:
            "Hiring, mentoring and managing developers and agencies, and holding suppliers to their contracts.",
        },
        {
          icon: "shield-check",
          title: "Risk and security",
          description:
            "Security, resilience and compliance owned at board level, not left to whoever set up the Wi-Fi.",
        },
        {
          icon: "chart",
          title: "Board and investor confidence",
          description:
            "Clear reporting on technology progress, and a credible voice in funding rounds and due diligence.",
        },
        {
          icon: "layers",
          title: "Architecture decisions",
          description:
            "Build, buy or partner choices made with experience, avoiding the rewrites that follow rushed decisions.",
        },
        {
          icon: "growth",
          title: "Operational efficiency",
          description:
            "Processes and tools that remove manual work and let the business grow without adding headcount.",
        },
      ],
    },
    {
      eyebrow: "Who it suits",
      title: "Is a fractional leader right for you?",
      kind: "checklist",
      items: [
        "Founders making technology decisions without a technical co-founder",
        "SMEs whose IT has outgrown a single in-house generalist",
        "Businesses preparing for investment, sale or due diligence",
        "Teams mid-way through a platform rebuild or cloud migration",
        "Companies between CTOs, or recruiting a permanent one",
        "Boards that want independent challenge of their IT suppliers",
      ],
    },
  ],
  cta: {
    title: "Find the right level of leadership",
    text: "Tell us about your business and we will recommend an engagement model, with a clear monthly cost, in one conversation.",
    actions: [
      { label: "Book a Free Consultation", to: "/#contact", variant: "primary" },
      {
        label: "Fractional vs Interim CTO",
        to: "/insights/fractional-cto-vs-interim-cto",
        variant: "outline-light",
      },
    ],
  },
} as const satisfies ServicePage;
