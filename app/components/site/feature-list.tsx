import { CheckCircle2 } from "lucide-react";
import { cn } from "~/lib/cn";
import { balancedGrid } from "./balanced-grid";

/** A checklist of short items ("ten expertise items", technologies...), in columns on wide screens. */
export function FeatureList({
  items,
  columns = 2,
  className,
}: {
  items: readonly string[];
  columns?: 1 | 2 | 3;
  className?: string;
}) {
  return (
    <ul
      className={cn(
        balancedGrid(items.length, { widest: columns, from: "sm" }),
        "[--gap:0.75rem]",
        className,
      )}
    >
      {items.map((item) => (
        <li
          key={item}
          className="flex items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span className="text-slate-800">{item}</span>
        </li>
      ))}
    </ul>
  );
}
