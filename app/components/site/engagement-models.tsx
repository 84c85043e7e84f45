import type { EngagementModel } from "~/content/types";
import { cn } from "~/lib/cn";
import { balancedGrid } from "./balanced-grid";

/** Ways to engage a fractional leader, each with the time it takes, side by side. */
export function EngagementModels({
  models,
  className,
}: {
  models: readonly EngagementModel[];
  className?: string;
}) {
  return (
    <ul className={cn(balancedGrid(models.length, { widest: 4 }), className)}>
      {models.map((model, index) => (
        <li
          key={model.name}
          className="reveal flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          style={{ "--i": index } as React.CSSProperties}
        >
          <h3 className="text-xl font-semibold text-ink">{model.name}</h3>
          <p className="mt-2 text-2xl font-bold tracking-tight text-brand-700">{model.commitment}</p>
          <p className="mt-4 leading-7 text-muted">{model.description}</p>
        </li>
      ))}
    </ul>
  );
}
