import { services } from "./catalogue";
import { consultationActions, type ServicePage } from "./types";

const service = services["digital-transformation"];

export const digitalTransformation = {
  service: "digital-transformation",
  path: service.path,
  serviceType: "Digital transformation consultancy",
  seo: {
    title: `${service.name} for SMEs`,
    description:
      "Practical digital transformation for small and medium businesses: six benefits, six services and a five-step process from assessment to continuous improvement.",
  },
  hero: {
    eyebrow: service.name,
    title: "Modernise how your business works, one step at a time",
    intro:
      "Transformation is not a big-bang IT project. It is replacing the manual, the duplicated and the fragile with processes and tools your people actually want to use.",
    actions: consultationActions,
  },
  sections: [
    {
      eyebrow: "Benefits",
      title: "What transformation delivers",
      kind: "cards",
      items: [
        {
          icon: "zap",
          title: "Greater efficiency",
          description: "Automate repetitive work so your team spends its time on customers and growth.",
        },
        {
          icon: "users",
          title: "Better customer experience",
          description: "Faster responses, self-service options and fewer errors in every interaction.",
        },
        {
          icon: "chart",
          title: "Decisions from data",
          description: "Reliable, timely reporting instead of spreadsheets assembled by hand.",
        },
        {
          icon: "growth",
          title: "Room to scale",
          description: "Systems that handle more work without a matching rise in headcount.",
        },
        {
          icon: "shield-check",
          title: "Lower risk",
          description: "Fewer single points of failure, better security and clear audit trails.",
        },
        {
          icon: "target",
          title: "Competitive edge",
          description: "Respond to market changes faster than competitors tied to legacy ways of working.",
        },
      ],
    },
    {
      eyebrow: "Services",
      title: "How we help",
      kind: "cards",
      items: [
        {
          icon: "search",
          title: "Digital maturity assessment",
          description: "Where you are today across processes, systems, data and skills.",
        },
        {
          icon: "settings",
          title: "Process automation",
          description: "Workflows redesigned and automated, from approvals to invoicing.",
        },
        {
          icon: "cloud",
          title: "Cloud adoption",
          description: "Moving applications, files and communication to secure cloud services.",
        },
        {
          icon: "network",
          title: "Systems integration",
          description: "Connecting the tools you already use so data is entered once.",
        },
        {
          icon: "database",
          title: "Data and reporting",
          description: "Dashboards and reports built on a single, trusted source of data.",
        },
        {
          icon: "education",
          title: "Change management and training",
          description: "Bringing your people with you, so new tools are adopted and kept.",
        },
      ],
    },
    {
      eyebrow: "Our process",
      title: "Five steps from assessment to results",
      kind: "steps",
      steps: [
        {
          title: "Assess",
          description: "Map current processes, systems and pain points with the people who do the work.",
        },
        {
          title: "Plan",
          description: "Agree priorities, costs and measures of success in a phased roadmap.",
        },
        {
          title: "Design",
          description: "Design the new processes and choose the tools, proving them with a pilot.",
        },
        {
          title: "Implement",
          description: "Roll out in stages, migrating data and training teams as each stage lands.",
        },
        {
          title: "Improve",
          description: "Measure the results, gather feedback and refine: transformation is continuous.",
        },
      ],
    },
  ],
  cta: {
    title: "Start with an honest assessment",
    text: "We will show you where digital change would pay back fastest, and what it would cost.",
    actions: [
      { label: "Start Your Transformation", to: "/#contact", variant: "primary" },
      { label: "All Consultancy Services", to: services["it-consultancy"].path, variant: "outline-light" },
    ],
  },
} as const satisfies ServicePage;
