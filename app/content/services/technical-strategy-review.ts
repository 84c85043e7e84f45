import { services } from "./catalogue";
import { consultationActions, type ServicePage } from "./types";

const service = services["technical-strategy-review"];

export const technicalStrategyReview = {
  service: "technical-strategy-review",
  path: service.path,
  serviceType: "Technical strategy review",
  seo: {
    title: service.name,
    description:
      "Align your technology with your business goals: a four-part approach, six deliverables, six benefits and a three-step review process led by experienced directors.",
  },
  hero: {
    eyebrow: service.name,
    title: "Make sure your technology is taking you where you want to go",
    intro:
      "A structured, independent review of your technology strategy: whether it supports your business plan, what it will cost, and what should change.",
    actions: consultationActions,
  },
  sections: [
    {
      eyebrow: "Our approach",
      title: "Four lenses on your strategy",
      kind: "cards",
      columns: 4,
      items: [
        {
          icon: "target",
          title: "Business alignment",
          description: "Does each technology initiative serve a business goal you can name?",
        },
        {
          icon: "search",
          title: "Current-state analysis",
          description: "Systems, skills, suppliers and spend as they really are today.",
        },
        {
          icon: "shield",
          title: "Risk evaluation",
          description: "Security, resilience, compliance and dependency risks, ranked.",
        },
        {
          icon: "growth",
          title: "Future readiness",
          description: "Whether today's choices will support the next three to five years.",
        },
      ],
    },
    {
      eyebrow: "Deliverables",
      title: "Six deliverables at the end of the review",
      kind: "checklist",
      items: [
        "Executive summary for the board",
        "Current-state assessment of systems, skills and suppliers",
        "Gap analysis against your business objectives",
        "Risk register with ratings and owners",
        "Technology roadmap with phased priorities",
        "Investment plan with budget estimates",
      ],
    },
    {
      eyebrow: "Benefits",
      title: "Why review your strategy now",
      kind: "cards",
      items: [
        {
          icon: "idea",
          title: "Clarity",
          description: "A shared understanding of where technology stands and where it is going.",
        },
        {
          icon: "chart",
          title: "Better investment",
          description: "Money directed to the initiatives with the clearest return.",
        },
        {
          icon: "shield-check",
          title: "Reduced risk",
          description: "Hidden risks surfaced and owned before they become incidents.",
        },
        {
          icon: "users",
          title: "Stakeholder confidence",
          description: "A credible plan for boards, investors and lenders.",
        },
        {
          icon: "zap",
          title: "Faster execution",
          description: "Teams and suppliers working to one set of priorities.",
        },
        {
          icon: "growth",
          title: "Sustainable growth",
          description: "Technology that scales with the business rather than holding it back.",
        },
      ],
    },
    {
      eyebrow: "Review process",
      title: "Three steps, typically over four to six weeks",
      kind: "steps",
      steps: [
        {
          title: "Discovery",
          description:
            "Interviews with leadership and key staff, and a review of documents, systems and contracts.",
        },
        {
          title: "Analysis",
          description:
            "We assess what we found against your goals, industry practice and the risks you face.",
        },
        {
          title: "Recommendations",
          description:
            "A workshop to present findings and agree the roadmap, followed by the written report.",
        },
      ],
    },
  ],
  cta: {
    title: "Book your strategy review",
    text: "Tell us your goals for the next few years, and we will scope a review that fits your size and budget.",
    actions: [
      { label: "Book a Review", to: "/#contact", variant: "primary" },
      { label: "All Consultancy Services", to: services["it-consultancy"].path, variant: "outline-light" },
    ],
  },
} as const satisfies ServicePage;
