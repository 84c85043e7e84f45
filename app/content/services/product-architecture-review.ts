import { services } from "./catalogue";
import { consultationActions, type ServicePage } from "./types";

const service = services["product-architecture-review"];

export const productArchitectureReview = {
  service: "product-architecture-review",
  path: service.path,
  serviceType: "Software architecture review",
  seo: {
    title: service.name,
    description:
      "An independent review of your software product against nine criteria, with four clear deliverables and a prioritised plan, plus cloud migration services.",
  },
  hero: {
    eyebrow: service.name,
    title: "Know exactly where your platform stands",
    intro:
      "Before you scale, raise investment or rebuild, get an independent view of your product's architecture: what is sound, what is risky, and what to fix first.",
    actions: consultationActions,
  },
  sections: [
    {
      id: "review-criteria",
      eyebrow: "What we review",
      title: "Nine criteria, assessed in depth",
      intro:
        "We read the code, the infrastructure and the delivery process, and talk to the people who run them.",
      kind: "cards",
      items: [
        {
          icon: "growth",
          title: "Scalability",
          description:
            "How the system behaves as users, data and transactions grow, and where it will break first.",
        },
        {
          icon: "gauge",
          title: "Performance",
          description:
            "Response times, bottlenecks and the cost of each request, measured rather than guessed.",
        },
        {
          icon: "shield-check",
          title: "Security",
          description:
            "Authentication, data protection, dependencies and exposure, checked against current threats.",
        },
        {
          icon: "check",
          title: "Reliability",
          description: "Single points of failure, recovery plans, backups and how incidents are detected.",
        },
        {
          icon: "wrench",
          title: "Maintainability",
          description:
            "Code structure, test coverage and documentation: how safely the team can change things.",
        },
        {
          icon: "cloud",
          title: "Infrastructure & Hosting",
          description: "Hosting choices, environments and automation, and whether they suit the workload.",
        },
        {
          icon: "database",
          title: "Data Architecture",
          description: "Data models, integrity, retention and how data moves between systems.",
        },
        {
          icon: "network",
          title: "Integrations",
          description: "APIs and third-party dependencies: their contracts, failure modes and lock-in.",
        },
        {
          icon: "chart",
          title: "Cost Efficiency",
          description: "What the platform costs to run and change, and where money is being wasted.",
        },
      ],
    },
    {
      eyebrow: "Deliverables",
      title: "Four deliverables you can act on",
      kind: "cards",
      columns: 4,
      items: [
        {
          icon: "search",
          title: "Architecture Assessment Report",
          description: "Findings against each criterion, rated by severity, with evidence.",
        },
        {
          icon: "target",
          title: "Prioritised Recommendations",
          description: "What to fix, in what order, with effort and impact for each item.",
        },
        {
          icon: "layers",
          title: "Target Architecture",
          description: "Diagrams of where the platform should be heading, and why.",
        },
        {
          icon: "rocket",
          title: "Implementation Roadmap",
          description: "A phased plan your team or suppliers can deliver, with milestones.",
        },
      ],
    },
    {
      eyebrow: "Cloud migration services",
      title: "When the review points to the cloud",
      intro:
        "Many reviews end in a move to the cloud. We plan and lead migrations so they deliver the savings they promise.",
      kind: "checklist",
      items: [
        "Cloud readiness assessment and cost modelling",
        "Migration strategy: rehost, replatform or refactor",
        "Landing zone design on Microsoft Azure or AWS",
        "Phased migration with rollback plans and minimal downtime",
        "Security, backup and monitoring from day one",
        "Cost optimisation after go-live",
      ],
    },
  ],
  cta: {
    title: "Get an independent view of your platform",
    text: "Reviews typically take two to four weeks, depending on the size of the system. Tell us about yours.",
    actions: [
      { label: "Request a Review", to: "/#contact", variant: "primary" },
      { label: "All Consultancy Services", to: services["it-consultancy"].path, variant: "outline-light" },
    ],
  },
} as const satisfies ServicePage;
