import { ArrowRight } from "lucide-react";
import { FigureText } from "~/components/site/figure-text";
import { blockWords } from "~/content/site-words";
import { articleGrid } from "./article-grid";

/** Article building blocks that present figures (SPEC §3: stat cards, comparison rows, costs, results). */

export function StatCards({ items }: { items: readonly { value: string; label: string; note?: string }[] }) {
  return (
    <dl className={articleGrid(items.length, 3)}>
      {items.map((item) => (
        <div key={item.label} className="@container flex flex-col rounded-2xl bg-brand-900 p-6 text-white">
          <dt className="order-2 mt-2 text-sm text-brand-100">{item.label}</dt>
          {/* A figure such as "£4,000-6,000" stays on one line, sized to fit its card. */}
          <dd className="order-1 whitespace-nowrap text-[length:min(1.875rem,13.5cqi)] font-bold tracking-tight text-accent-300">
            {item.value}
          </dd>
          {item.note ? (
            <dd className="order-3 mt-2 text-sm text-brand-200">
              <FigureText text={item.note} />
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

export function CostPhases({
  phases,
  total,
}: {
  phases: readonly { name: string; duration?: string; cost: string; items?: readonly string[] }[];
  total?: string;
}) {
  return (
    <div className="not-prose my-8 space-y-3">
      {phases.map((phase) => (
        <div key={phase.name} className="rounded-xl border border-slate-200 bg-white p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold text-ink">
              {phase.name}
              {phase.duration ? (
                <span className="ml-2 whitespace-nowrap text-sm font-normal text-muted">
                  ({phase.duration})
                </span>
              ) : null}
            </h3>
            <p className="whitespace-nowrap text-lg font-bold text-brand-700">{phase.cost}</p>
          </div>
          {phase.items?.length ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {phase.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
      {total ? (
        <p className="flex justify-between rounded-xl bg-brand-900 p-5 text-lg font-bold text-white">
          <span>{blockWords.total}</span>
          <span className="text-accent-300">{total}</span>
        </p>
      ) : null}
    </div>
  );
}

export function ResultMetrics({
  items,
}: {
  items: readonly { label: string; before: string; after: string; saving?: string }[];
}) {
  return (
    <ul className={articleGrid(items.length, 2)}>
      {items.map((item) => (
        <li key={item.label} className="rounded-2xl border border-slate-200 bg-white p-5">
          <h3 className="font-semibold text-ink">{item.label}</h3>
          <p className="mt-3 flex items-center gap-3 text-lg">
            <span className="text-muted">
              <span className="sr-only">{blockWords.before}</span>
              {item.before}
            </span>
            <ArrowRight aria-hidden="true" className="size-5 text-brand-600" />
            <span className="font-bold text-green-800">
              <span className="sr-only">{blockWords.after}</span>
              {item.after}
            </span>
          </p>
          {item.saving ? <p className="mt-2 text-sm font-medium text-brand-700">{item.saving}</p> : null}
        </li>
      ))}
    </ul>
  );
}
