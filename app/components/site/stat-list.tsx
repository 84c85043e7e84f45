import type { Stat } from "~/content/types";
import { cn } from "~/lib/cn";
import { balancedGrid } from "./balanced-grid";

/** Headline figures ("100+ projects delivered"), as a description list. */
export function StatList({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={cn(balancedGrid(stats.length, { from: "sm", wide: "sm" }), className)}>
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
