import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Icon } from "~/components/site/icon";
import { buttonClasses } from "~/components/ui/button";
import { blockWords } from "~/content/site-words";
import type { IconName } from "~/content/types";
import { articleGrid } from "./article-grid";

/** Article building blocks for sequences and advice: timelines, roadmaps, scenarios, lessons. */

export function Timeline({
  phases,
}: {
  phases: readonly { period: string; title: string; description: string }[];
}) {
  return (
    <ol className="not-prose my-8 space-y-0 border-l-2 border-brand-200 pl-6">
      {phases.map((phase) => (
        <li key={phase.period + phase.title} className="relative pb-6 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute -left-[31px] top-1 size-4 rounded-full border-2 border-white bg-brand-600"
          />
          <p className="whitespace-nowrap text-sm font-semibold uppercase tracking-wide text-brand-700">
            {phase.period}
          </p>
          <h3 className="mt-1 font-semibold text-ink">{phase.title}</h3>
          <p className="mt-1 leading-7 text-slate-700">{phase.description}</p>
        </li>
      ))}
    </ol>
  );
}

export function RoadmapPhases({
  phases,
}: {
  phases: readonly { period: string; title: string; items: readonly string[] }[];
}) {
  return (
    <ol className={articleGrid(phases.length, 2)}>
      {phases.map((phase, index) => (
        <li key={phase.period} className="rounded-2xl border border-slate-200 bg-white p-5">
          <p className="text-sm font-semibold text-brand-700">
            Phase {index + 1} · {phase.period}
          </p>
          <h3 className="mt-1 text-lg font-semibold text-ink">{phase.title}</h3>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm leading-6 text-slate-700">
            {phase.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

export function Scenarios({
  items,
}: {
  items: readonly { title: string; situation: string; recommendation: string; reason: string }[];
}) {
  return (
    <div className={articleGrid(items.length, 2)}>
      {items.map((item) => (
        <section key={item.title} className="rounded-2xl border border-slate-200 bg-white p-5">
          <h3 className="font-semibold text-ink">{item.title}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-700">{item.situation}</p>
          <p className="mt-3 inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            Recommendation: {item.recommendation}
          </p>
          <p className="mt-2 text-sm leading-6 text-muted">{item.reason}</p>
        </section>
      ))}
    </div>
  );
}

export function Lessons({ items }: { items: readonly { title: string; description: string }[] }) {
  return (
    <ol className="not-prose my-8 space-y-3">
      {items.map((item, index) => (
        <li key={item.title} className="flex gap-4 rounded-xl bg-slate-50 p-5">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-400 font-bold text-brand-950"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-ink">{item.title}</h3>
            <p className="mt-1 leading-7 text-slate-700">{item.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function FeatureCards({
  items,
}: {
  items: readonly { title: string; description: string; icon?: IconName }[];
}) {
  return (
    <ul className={articleGrid(items.length, 3)}>
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-5">
          {item.icon ? (
            <span className="mb-3 inline-flex size-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
              <Icon name={item.icon} className="size-5" />
            </span>
          ) : null}
          <h3 className="font-semibold text-ink">{item.title}</h3>
          <p className="mt-1 text-sm leading-6 text-slate-700">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

export function NumberedList({ items }: { items: readonly string[] }) {
  return (
    <ol className="not-prose my-6 space-y-3">
      {items.map((item, index) => (
        <li key={item} className="flex gap-3">
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
          >
            {index + 1}
          </span>
          <span className="leading-7 text-slate-700">{item}</span>
        </li>
      ))}
    </ol>
  );
}

export function Callout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <aside className="my-8 rounded-2xl border-l-4 border-accent-500 bg-accent-300/20 p-6 [&>:last-child]:mb-0">
      {title ? <p className="mb-2 font-semibold text-ink">{title}</p> : null}
      {children}
    </aside>
  );
}

/** A closing call to action; `also` adds a second, quieter link, so one panel carries both. */
export function ArticleCta({
  title,
  text,
  to,
  label,
  also,
}: {
  title: string;
  text: string;
  to: string;
  label: string;
  also?: { to: string; label: string };
}) {
  return (
    <aside className="not-prose on-dark my-10 rounded-2xl bg-gradient-to-br from-brand-800 to-brand-950 p-8 text-white">
      <p className="text-2xl font-bold text-white">{title}</p>
      <p className="mt-2 leading-7 text-slate-200">{text}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={to} className={buttonClasses("primary", "md")}>
          {label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
        {also ? (
          <a href={also.to} className={buttonClasses("outline-light", "md")}>
            {also.label}
          </a>
        ) : null}
      </div>
    </aside>
  );
}

export function RelatedLinks({ links }: { links: readonly { label: string; to: string }[] }) {
  return (
    <nav aria-label={blockWords.relatedReading} className="not-prose my-10 rounded-2xl bg-slate-50 p-6">
      <p className="font-semibold text-ink">{blockWords.relatedReading}</p>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <a
              href={link.to}
              className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-600"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
