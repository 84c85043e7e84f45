import { company, headlineStats } from "../company";
import { consultationActions, type ServicePage } from "./types";

export const consultancy = {
  path: "/consultancy",
  serviceType: "IT consultancy",
  seo: {
    title: `IT Consultancy for SMEs in Cornwall | ${company.name}`,
    description:
      "Independent IT consultancy from Redruth: fractional CTO and CIO, product architecture reviews, digital transformation, technical strategy reviews and AI consultancy.",
  },
  hero: {
    eyebrow: "IT Consultancy",
    title: "Senior technology leadership, sized for your business",
    intro: `Board-level technology thinking without a full-time executive salary. Our directors bring ${company.claims.strategicExperienceYears} years of strategic experience to the decisions that shape your next five years.`,
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
        {
          icon: "layers",
          title: "Product Architecture Review",
          description:
            "An independent assessment of your platform's design, scalability, security and cost, with a prioritised plan.",
          to: "/product-architecture-review",
        },
        {
          icon: "users",
          title: "Fractional CTO & CIO",
          description:
            "An experienced technology executive on your leadership team for a few hours a month or a few days a week.",
          to: "/fractional-cto-cio",
        },
        {
          icon: "growth",
          title: "Digital Transformation",
          description:
            "Replace paper, spreadsheets and disconnected systems with processes and tools that scale with you.",
          to: "/digital-transformation",
        },
        {
          icon: "target",
          title: "Technical Strategy Review",
          description:
            "Check that your technology plans support your business goals, and get a roadmap you can act on.",
          to: "/technical-strategy-review",
        },
        {
          icon: "brain",
          title: "AI Consultancy",
          description:
            "Find the AI uses that pay for themselves, and adopt them safely, with your data protected.",
          to: "/ai-consultancy",
        },
      ],
    },
    {
      eyebrow: "Why choose us",
      title: `Why businesses choose ${company.name}`,
      kind: "cards",
      items: [
        {
          icon: "award",
          title: "Experience that has been tested",
          description: `${company.claims.combinedExperienceYears} years of combined experience leading technology in finance, insurance, travel and consulting.`,
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
    text: `Call us on ${company.consultancyPhone.display} or send us a message: the first conversation is free and carries no obligation.`,
    actions: [
      {
        label: `Call ${company.consultancyPhone.display}`,
        to: company.consultancyPhone.href,
        variant: "primary",
      },
      { label: "Send a Message", to: "/#contact", variant: "outline-light" },
    ],
  },
} as const satisfies ServicePage;
