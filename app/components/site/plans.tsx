import { Check } from "lucide-react";
import type { Plan } from "~/content/types";
import { cn } from "~/lib/cn";
import { balancedGrid } from "./balanced-grid";

/** Pricing cards: name, price, what is included. */
export function Plans({ plans }: { plans: readonly Plan[] }) {
  return (
    <ul className={balancedGrid(plans.length, { from: "lg" })}>
      {plans.map((plan, index) => (
        <li
          key={plan.name}
          className={cn(
            "reveal flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8",
            plan.highlight ? "border-brand-500 ring-2 ring-brand-500" : "border-slate-200",
          )}
          style={{ "--i": index } as React.CSSProperties}
        >
          {plan.highlight ? (
            <p className="mb-3 self-start rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-800">
              {plan.highlight}
            </p>
          ) : null}
          <h3 className="text-xl font-semibold text-ink">{plan.name}</h3>
          <p className="mt-3 text-muted">{plan.description}</p>
          <p className="mt-6 text-4xl font-bold tracking-tight text-brand-800">
            {plan.price}
            {plan.period ? <span className="text-base font-medium text-muted">{plan.period}</span> : null}
          </p>
          <ul className="mt-6 space-y-2 text-sm text-slate-700">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                {feature}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
