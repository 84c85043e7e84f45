import type { Stat } from "~/content/types";
import { cn } from "~/lib/cn";
import { balancedGrid } from "./balanced-grid";

// Whole class names, so Tailwind finds them in the source.
const row = { 1: "grid-cols-1", 2: "grid-cols-2", 3: "grid-cols-3" } as const;

/**
 * Headline figures ("100+ projects delivered"), as a description list. Up to three stand in one
 * row at every width (on a phone a short strip, not three screen-wide slabs); more are a grid.
 */
export function StatList({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  const inRow = stats.length <= 3;
  return (
    <dl
      className={cn(
        inRow
          ? `grid gap-2 sm:gap-6 ${row[stats.length as 1 | 2 | 3]}`
          : balancedGrid(stats.length, { from: "sm", wide: "sm" }),
        className,
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col rounded-2xl bg-brand-900 px-2 py-4 text-center text-white sm:px-6 sm:py-8"
        >
          <dt className="order-2 mt-1 text-sm font-medium text-brand-100 sm:mt-2">{stat.label}</dt>
          <dd className="order-1 text-2xl font-bold tracking-tight text-accent-300 sm:text-4xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
