/** SPEC §3 "Resource": the free resources, requested through the details form on /insights. */
export type ResourceType = "Checklist" | "Template" | "Guide" | "Assessment";

export type Resource = {
  /** URL-safe id, used in download links. */
  slug: string;
  title: string;
  type: ResourceType;
  description: string;
};

/** Where a resource is asked for: the request form on /insights, which works without JavaScript. */
export const resourceRequestPath = (slug: string) => `/insights?resource=${slug}#request-resource`;

/** The offer of a resource, as a call to action: "Get the free checklist". */
export const resourceOfferLabel = (resource: Pick<Resource, "type">) =>
  `Get the free ${resource.type.toLowerCase()}`;

export const resources = [
  {
    slug: "cyber-essentials-readiness-checklist",
    title: "Cyber Essentials Readiness Checklist",
    type: "Checklist",
    description:
      "Check your business against the five Cyber Essentials controls before you apply, with the evidence an assessor will ask for.",
  },
  {
    slug: "it-strategy-template",
    title: "IT Strategy Template for SMEs",
    type: "Template",
    description:
      "A fill-in template for a one-year IT strategy: goals, current state, priorities, budget and the measures that show progress.",
  },
  {
    slug: "cloud-migration-guide",
    title: "Cloud Migration Planning Guide",
    type: "Guide",
    description:
      "How to plan a move to Azure or AWS: what to migrate first, how to estimate costs, and how to avoid downtime on the day.",
  },
  {
    slug: "digital-maturity-assessment",
    title: "Digital Maturity Assessment",
    type: "Assessment",
    description:
      "Score your business across six areas of digital capability and see where investment would make the biggest difference.",
  },
  {
    slug: "incident-response-plan-template",
    title: "Incident Response Plan Template",
    type: "Template",
    description:
      "A ready-to-adapt plan for a cyber incident: roles, first-hour actions, who to call, and how to tell customers and regulators.",
  },
  {
    slug: "ai-readiness-assessment",
    title: "AI Readiness Assessment",
    type: "Assessment",
    description:
      "Twenty questions on data, processes, skills and governance that show whether your business is ready to adopt AI tools.",
  },
  {
    slug: "microsoft-365-security-checklist",
    title: "Microsoft 365 Security Checklist",
    type: "Checklist",
    description:
      "The settings that matter in Microsoft 365: multi-factor authentication, conditional access, sharing, backup and alerting.",
  },
  {
    slug: "fractional-cto-buyers-guide",
    title: "Fractional CTO Buyer's Guide",
    type: "Guide",
    description:
      "When a fractional CTO makes sense, what it costs, what to ask in the first meeting and how to measure the engagement.",
  },
  {
    slug: "software-requirements-template",
    title: "Software Requirements Template",
    type: "Template",
    description:
      "Capture what your new system must do before you talk to developers: users, journeys, rules, integrations and priorities.",
  },
  {
    slug: "backup-disaster-recovery-checklist",
    title: "Backup & Disaster Recovery Checklist",
    type: "Checklist",
    description:
      "Make sure you can recover: what to back up, how often, where to keep copies and how to test a restore before you need one.",
  },
  {
    slug: "cyber-security-risk-assessment",
    title: "Cyber Security Risk Assessment",
    type: "Assessment",
    description:
      "A structured self-assessment of your threats, vulnerabilities and controls, with a simple scoring model to rank the risks.",
  },
  {
    slug: "website-project-planning-guide",
    title: "Website Project Planning Guide",
    type: "Guide",
    description:
      "Plan a new website from brief to launch: goals, content, budget, choosing a platform and what a good agency will ask you.",
  },
] as const satisfies readonly Resource[];

export const resourceTypeBadge: Record<ResourceType, string> = {
  Checklist: "bg-green-100 text-green-800",
  Template: "bg-blue-100 text-blue-800",
  Guide: "bg-purple-100 text-purple-800",
  Assessment: "bg-orange-100 text-orange-800",
};
