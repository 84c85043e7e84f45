import { company } from "./company";
import { resources } from "./resources";
import type { Action } from "./types";

/** The /insights page's subject, title and opening: its h1 names the subject. */
const subject = "Insights & Free Resources";

export const insightsPage = {
  subject,
  seo: {
    title: subject,
    description: `Practical articles on cyber security, cloud, AI and technology leadership for SMEs, plus ${resources.length} free checklists, templates, guides and assessments.`,
  },
  hero: {
    eyebrow: subject,
    title: "Practical technology insights for growing businesses",
    intro:
      "Guides, case studies and free resources from our directors on cyber security, cloud, AI and technology leadership, written for SMEs in Cornwall and beyond.",
    /** One action on the first screen: the free resources are what the page gives away. */
    actions: [
      { label: "Get a free resource", to: "#resources", variant: "primary" },
    ] as const satisfies readonly Action[],
  },
  articles: {
    eyebrow: "Articles",
    title: "Latest insights",
    pages: { noun: "articles", label: "Articles pages" },
  },
  resources: {
    eyebrow: "Free resources",
    title: "Free checklists, templates, guides and assessments",
    intro: "Tools our consultants use with clients, free to download. Tell us where to send them.",
    pages: { noun: "resources", label: "Resources pages" },
  },
  subscribe: {
    title: "Subscribe to our insights",
    get intro() {
      return `Join ${company.claims.mailingListLeaders} business leaders who get our practical articles on technology, security and growth. No spam; unsubscribe at any time.`;
    },
  },
  cta: {
    title: "Need advice specific to your business?",
    text: "Our directors are happy to talk through your situation. The first conversation is free.",
    actions: [
      { label: "Get in Touch", to: "/#contact", variant: "primary" },
    ] as const satisfies readonly Action[],
  },
} as const;

/** The articles' RSS feed: every page names it in its head. */
export const insightsFeed = {
  path: "/insights/rss.xml",
  get title() {
    return `${company.name} Insights`;
  },
} as const;
