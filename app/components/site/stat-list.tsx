import type { Stat } from "~/content/types";
import { cn } from "~/lib/cn";

/** Headline figures ("100+ projects delivered"), as a description list. */
export function StatList({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={cn("grid gap-6 sm:grid-cols-3", className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col rounded-2xl bg-brand-900 px-6 py-8 text-center text-white"
        >
          <dt className="order-2 mt-2 text-sm font-medium text-brand-100">{stat.label}</dt>
          <dd className="order-1 text-4xl font-bold tracking-tight text-accent-300">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
