import type { Action, CardItem, EngagementModel, Plan, Stat, Step } from "../types";
import type { ServiceId } from "./catalogue";

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
  /** The catalogue's service the page presents: its name is the hero's eyebrow, part of the h1. */
  service: ServiceId;
  /** The route, e.g. "/hosting-sysadmin": the service's own, or a page of it within another. */
  path: string;
  seo: { title: string; description: string };
  /** schema.org Service name; omit for pages that are not a service (none so far). */
  serviceType: string;
  backLink?: { to: string; label: string };
  hero: { eyebrow: string; title: string; intro: string; actions: readonly Action[] };
  sections: readonly ServiceSection[];
  cta: { title: string; text: string; actions: readonly Action[] };
};

export const consultationActions = [
  { label: "Get Free Consultation", to: "/#contact", variant: "primary" },
  { label: "View All Services", to: "/#services", variant: "outline-light" },
] as const satisfies readonly Action[];
