import { articlePath } from "./insights";
import type { ServiceId } from "./services/catalogue";

/**
 * The consultancy's proof: its two case-study articles. Their figures are written here once and
 * read by the articles themselves (app/content/insights/*.mdx import them) and by the cards on
 * the home page and the service pages, so a card can never say what its article does not.
 * Nothing here is invented: every figure and outcome is the article's.
 */

/** The Azure migration for a Southwest insurance broker (azure-migration-costs-smes.mdx). */
export const azureMigration = {
  employees: "95",
  duration: "9 months",
  total: "£78,500",
  monthlyBefore: "£5,200",
  monthlyAfter: "£3,870",
  monthlySaving: "£1,330",
  savingPercent: "26%",
  annualSaving: "£15,960",
  payback: "15 months",
  uptime: { before: "94.2%", after: "99.8%" },
  claimsProcessing: { before: "5.2 days", after: "2.8 days" },
  incidentsPerYear: { before: "3", after: "0" },
} as const;

/** The open banking pilot for a UK lender (open-banking-pilot-case-study.mdx): outcomes in words. */
export const openBankingPilot = { months: 4 } as const;

export type CaseStudy = {
  /** The article that tells it: /insights/<slug>. */
  slug: string;
  /** The industry it proves, as company.ts names it. */
  industry: "Finance" | "Insurance";
  title: string;
  /** Who the client was, anonymised as the article is. */
  client: string;
  /** Up to three figures, each with what it measures. */
  figures: readonly { value: string; label: string }[];
  /** What came of it, in the article's words. */
  outcomes: readonly string[];
  /** The service pages that show it. */
  services: readonly ServiceId[];
};

export const caseStudies = [
  {
    slug: "azure-migration-costs-smes",
    industry: "Insurance",
    title: "Moving an insurance broker to Azure",
    client: `An independent insurance broker in the Southwest, ${azureMigration.employees} staff`,
    figures: [
      {
        value: azureMigration.savingPercent,
        label: `lower monthly IT costs (${azureMigration.monthlyBefore} to ${azureMigration.monthlyAfter})`,
      },
      { value: azureMigration.uptime.after, label: `uptime, up from ${azureMigration.uptime.before}` },
      {
        value: azureMigration.claimsProcessing.after,
        label: `to process a claim, down from ${azureMigration.claimsProcessing.before}`,
      },
    ],
    outcomes: [
      `Paid back in ${azureMigration.payback}; security incidents down from ${azureMigration.incidentsPerYear.before} a year to ${azureMigration.incidentsPerYear.after}.`,
    ],
    services: [
      "hosting-sysadmin",
      "product-architecture-review",
      "digital-transformation",
      "fractional-cto-cio",
    ],
  },
  {
    slug: "open-banking-pilot-case-study",
    industry: "Finance",
    title: "An open banking pilot for a UK lender",
    client: "A small FCA-regulated lender of personal and small business credit",
    figures: [
      {
        value: `${openBankingPilot.months} months`,
        label: "from discovery to the board's decision, with real applicants",
      },
    ],
    outcomes: [
      "Applicants chose to connect their bank when offered.",
      "Underwriters spent less time reading statements and re-keying figures.",
      "The board approved a phased rollout.",
    ],
    services: ["software-development", "digital-transformation", "fractional-cto-cio"],
  },
] as const satisfies readonly CaseStudy[];

/** The section a service page closes with when a case study fits it. */
export const caseStudySection = {
  id: "case-studies",
  eyebrow: "Case studies",
  title: "How it went for clients like you",
} as const;

export const caseStudyPath = (study: Pick<CaseStudy, "slug">) => articlePath(study.slug);

/** The case studies a service page shows. */
export function caseStudiesFor(service: ServiceId): readonly CaseStudy[] {
  return caseStudies.filter((study) => (study.services as readonly ServiceId[]).includes(service));
}
