import type { Action } from "~/components/site/action-link";
import type { CardItem } from "~/components/site/card-grid";
import type { EngagementModel } from "~/components/site/engagement-models";
import type { Plan } from "~/components/site/plans";
import type { Stat } from "~/components/site/stat-list";
import type { Step } from "~/components/site/steps";

type SectionHeading = { id?: string; eyebrow?: string; title: string; intro?: string };

/** The building blocks a service page is made of; the page is a list of them. */
export type ServiceSection = SectionHeading &
  (
    | { kind: "cards"; items: readonly CardItem[]; columns?: 2 | 3 | 4 }
    | { kind: "steps"; steps: readonly Step[] }
    | { kind: "checklist"; items: readonly string[]; columns?: 1 | 2 | 3 }
    | { kind: "plans"; plans: readonly Plan[] }
    | { kind: "stats"; stats: readonly Stat[] }
    | { kind: "engagements"; models: readonly EngagementModel[] }
    | { kind: "prose"; paragraphs: readonly string[] }
  );

export type ServicePage = {
  /** The route, e.g. "/hosting-sysadmin". */
  path: string;
  seo: { title: string; description: string };
  /** schema.org Service name; omit for pages that are not a service (none so far). */
  serviceType: string;
  backLink?: { to: string; label: string };
  hero: { eyebrow: string; title: string; intro: string; actions: readonly Action[] };
  /** The number this page shows, when it is not the office's (SPEC: the consultancy page's own). */
  phone?: { display: string; href: string };
  sections: readonly ServiceSection[];
  cta: { title: string; text: string; actions: readonly Action[] };
};

export const consultationActions = [
  { label: "Get Free Consultation", to: "/#contact", variant: "primary" },
  { label: "View All Services", to: "/#services", variant: "outline-light" },
] as const satisfies readonly Action[];
