/** The /insights page's subject, title and opening: its h1 names the subject. */
const subject = "Insights & Free Resources";

export const insightsPage = {
  subject,
  seo: {
    title: subject,
    description:
      "Practical articles on cyber security, cloud, AI and technology leadership for SMEs, plus 12 free checklists, templates, guides and assessments.",
  },
  hero: {
    eyebrow: subject,
    title: "Practical technology insights for growing businesses",
    intro:
      "Guides, case studies and free resources from our directors on cyber security, cloud, AI and technology leadership, written for SMEs in Cornwall and beyond.",
  },
} as const;
