import { services } from "./catalogue";
import { consultationActions, type ServicePage } from "./types";

const service = services["ai-consultancy"];

export const aiConsultancy = {
  service: "ai-consultancy",
  path: service.path,
  serviceType: "Artificial intelligence consultancy",
  seo: {
    title: `${service.name} for SMEs in Cornwall`,
    description:
      "Practical AI for small and medium businesses: four solution areas, a four-step approach from readiness to scale, and experience across six industries.",
  },
  hero: {
    eyebrow: service.name,
    title: "Artificial intelligence that earns its place in your business",
    intro:
      "Cut through the hype. We help you find the AI uses that save time or win business, adopt them safely, and measure whether they work.",
    actions: consultationActions,
  },
  sections: [
    {
      eyebrow: "Solutions",
      title: "Four areas where AI pays back",
      kind: "cards",
      columns: 2,
      items: [
        {
          icon: "bot",
          title: "Process Automation",
          description: "Take repetitive, rules-based work off your team's desks.",
          features: [
            "Document and invoice processing",
            "Email triage and routing",
            "Data entry and reconciliation",
          ],
        },
        {
          icon: "users",
          title: "Customer Experience",
          description: "Answer customers faster, at any hour, without losing the personal touch.",
          features: [
            "AI assistants for enquiries and bookings",
            "Personalised recommendations",
            "Sentiment analysis of feedback",
          ],
        },
        {
          icon: "chart",
          title: "Data & Insights",
          description: "Turn the data you already hold into forecasts and decisions.",
          features: [
            "Demand and sales forecasting",
            "Anomaly and fraud detection",
            "Natural-language reporting",
          ],
        },
        {
          icon: "brain",
          title: "Productivity Tools",
          description: "Put assistants such as Microsoft 365 Copilot to work safely.",
          features: [
            "Copilot readiness and rollout",
            "Prompt libraries and training",
            "Data governance and access controls",
          ],
        },
      ],
    },
    {
      eyebrow: "Our approach",
      title: "From first question to measurable results",
      kind: "steps",
      steps: [
        {
          title: "Discover",
          description:
            "Assess your processes, data and readiness, and find the opportunities worth pursuing.",
        },
        {
          title: "Prioritise",
          description: "Rank ideas by value, cost and risk, and agree how success will be measured.",
        },
        {
          title: "Pilot",
          description: "Prove the best idea quickly on real work, with your data protected.",
        },
        {
          title: "Scale",
          description: "Roll out what works, train your people and review the results every quarter.",
        },
      ],
    },
    {
      eyebrow: "Why AI, why now",
      title: "The case for starting small, now",
      kind: "checklist",
      items: [
        "Hours saved every week on routine administration",
        "Faster, more consistent responses to customers",
        "Better decisions from data you already have",
        "Competing with larger firms without adding headcount",
        "Tools such as Copilot are now affordable per user",
        "Early, governed adoption beats uncontrolled use by staff",
      ],
    },
    {
      eyebrow: "Industries",
      title: "Industries we support",
      kind: "cards",
      items: [
        {
          icon: "briefcase",
          title: "Professional Services",
          description: "Proposal writing, document review and knowledge management.",
        },
        {
          icon: "settings",
          title: "Manufacturing & Engineering",
          description: "Predictive maintenance, quality inspection and planning.",
        },
        {
          icon: "health",
          title: "Healthcare & Life Sciences",
          description: "Administrative automation with strict data protection.",
        },
        {
          icon: "chart",
          title: "Financial Services",
          description: "Fraud detection, compliance checks and client reporting.",
        },
        {
          icon: "cart",
          title: "Retail & E-commerce",
          description: "Recommendations, demand forecasting and customer service.",
        },
        {
          icon: "education",
          title: "Education & Training",
          description: "Personalised learning content and administrative support.",
        },
      ],
    },
  ],
  cta: {
    title: "Explore what AI could do for you",
    text: "Read our practical guides for small businesses, or talk to us about a readiness assessment.",
    actions: [
      { label: "Talk to Us", to: "/#contact", variant: "primary" },
      { label: "Read Our AI Insights", to: "/insights", variant: "outline-light" },
      { label: "Your AI Roadmap", to: "/insights/ai-roadmap-small-business", variant: "outline-light" },
    ],
  },
} as const satisfies ServicePage;
