import { ArrowRight } from "lucide-react";
import { type CaseStudy, caseStudyPath } from "~/content/case-studies";
import { cn } from "~/lib/cn";
import { balancedGrid } from "./balanced-grid";

export const CASE_STUDY_LINK = "Read the case study";

/**
 * One of the consultancy's case studies as a card: the industry, the work, its figures and
 * outcomes (all from the article, app/content/case-studies.ts), the whole card a link to it.
 */
export function CaseStudyCard({ study, className }: { study: CaseStudy; className?: string }) {
  return (
    <a
      href={caseStudyPath(study)}
      className={cn(
        "group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md sm:p-8",
        className,
      )}
    >
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">
        {study.industry} · Case study
      </p>
      <div className="mt-2 flex items-start gap-3">
        <h3 className="text-xl font-semibold text-ink">{study.title}</h3>
        <ArrowRight aria-hidden="true" className="mt-1 ml-auto size-5 shrink-0 text-brand-700 sm:hidden" />
      </div>
      <p className="mt-1 text-muted">{study.client}</p>
      <dl className="mt-4 space-y-2">
        {study.figures.map((figure) => (
          // The figure reads first; in the markup its description (dt) must come first.
          <div key={figure.label} className="flex items-baseline gap-3">
            <dt className="order-2 text-sm text-slate-700">{figure.label}</dt>
            <dd className="order-1 min-w-28 shrink-0 text-2xl font-bold tracking-tight text-brand-700">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="mt-4 space-y-1 text-sm text-slate-700">
        {study.outcomes.map((outcome) => (
          <li key={outcome}>{outcome}</li>
        ))}
      </ul>
      {/* On a phone the words are for screen readers: the arrow by the title shows the way. */}
      <span className="mt-auto inline-flex items-center gap-1.5 pt-5 font-semibold text-brand-700 group-hover:text-brand-600 max-sm:sr-only">
        {CASE_STUDY_LINK}
        <ArrowRight
          aria-hidden="true"
          className="size-4 transition-transform group-hover:translate-x-1 max-sm:hidden"
        />
      </span>
    </a>
  );
}

/** The case studies that fit a page (a service page's, by app/content/case-studies.ts). */
export function CaseStudyCards({ studies }: { studies: readonly CaseStudy[] }) {
  return (
    // One study alone is a card, not a banner across the page.
    <ul className={cn(balancedGrid(studies.length, { widest: 2 }), studies.length === 1 && "max-w-2xl")}>
      {studies.map((study) => (
        <li key={study.slug}>
          <CaseStudyCard study={study} />
        </li>
      ))}
    </ul>
  );
}
