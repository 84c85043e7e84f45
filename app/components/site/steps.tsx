import type { Step } from "~/content/types";
import { cn } from "~/lib/cn";
import { balancedGrid } from "./balanced-grid";

/** A numbered process ("4-step design process"), as an ordered list. */
export function Steps({ steps, className }: { steps: readonly Step[]; className?: string }) {
  // A process reads best on one row: up to four across, five as 3+2.
  return (
    <ol className={cn(balancedGrid(steps.length, { widest: 4 }), className)}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="reveal relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          style={{ "--i": index } as React.CSSProperties}
        >
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-ink">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          {step.meta ? <p className="mt-1 text-sm font-semibold text-brand-600">{step.meta}</p> : null}
          <p className="mt-2 leading-7 text-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
