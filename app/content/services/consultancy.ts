import { callUs, company, headlineStats } from "../company";
import { serviceCard, services } from "./catalogue";
import { consultationActions, type ServicePage } from "./types";

const service = services["it-consultancy"];

export const consultancy = {
  service: "it-consultancy",
  path: service.path,
  serviceType: "IT consultancy",
  seo: {
    title: `${service.name} for SMEs in Cornwall`,
    description:
      "Independent IT consultancy from Redruth: fractional CTO and CIO, product architecture reviews, digital transformation, technical strategy reviews and AI consultancy.",
  },
  hero: {
    eyebrow: service.name,
    title: "Senior technology leadership, sized for your business",
    get intro() {
      return `Board-level technology thinking without a full-time executive salary. Our directors bring ${company.claims.strategicExperienceYears} years of strategic experience to the decisions that shape your next five years.`;
    },
    actions: consultationActions,
  },
  sections: [
    {
      id: "consultancy-services",
      eyebrow: "What we do",
      title: "Five ways we help you decide and deliver",
      intro:
        "Each service stands alone, and they work together: most clients start with a review and stay for the leadership.",
      kind: "cards",
      items: [
        serviceCard("product-architecture-review"),
        serviceCard("fractional-cto-cio", {
          description:
            "An experienced technology executive on your leadership team for a few hours a month or a few days a week.",
        }),
        serviceCard("digital-transformation", {
          description:
            "Replace paper, spreadsheets and disconnected systems with processes and tools that scale with you.",
        }),
        serviceCard("technical-strategy-review"),
        serviceCard("ai-consultancy", {
          description:
            "Find the AI uses that pay for themselves, and adopt them safely, with your data protected.",
        }),
      ],
    },
    {
      eyebrow: "Why choose us",
      get title() {
        return `Why businesses choose ${company.name}`;
      },
      kind: "cards",
      items: [
        {
          icon: "award",
          title: "Experience that has been tested",
          get description() {
            return `${company.claims.combinedExperienceYears} years of combined experience leading technology in finance, insurance, travel and consulting.`;
          },
        },
        {
          icon: "idea",
          title: "Independent advice",
          description:
            "We sell no licences and take no commissions, so our recommendations answer to your interests only.",
        },
        {
          icon: "users",
          title: "Plain English",
          description:
            "Clear options, costs and risks your board can weigh, without jargon or vendor buzzwords.",
        },
      ],
    },
    {
      eyebrow: "Key benefits",
      title: "What good technology leadership changes",
      kind: "checklist",
      columns: 2,
      items: [
        "Technology spend tied to measurable business outcomes",
        "Fewer costly surprises from security, outages or supplier lock-in",
        "Confident decisions on build, buy or partner",
        "A roadmap your team and investors can follow",
        "Suppliers and developers held to clear standards",
        "Access to senior expertise at a fraction of an executive salary",
      ],
    },
    {
      eyebrow: "Track record",
      title: "Results our clients rely on",
      kind: "stats",
      stats: headlineStats,
    },
  ],
  cta: {
    title: "Talk to a director today",
    get text() {
      return `Call us on ${company.officePhone.display} or send us a message: the first conversation is free and carries no obligation.`;
    },
    actions: [callUs("primary"), { label: "Send a Message", to: "/#contact", variant: "outline-light" }],
  },
} as const satisfies ServicePage;
