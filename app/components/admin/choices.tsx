import { Link } from "react-router";
import { cn } from "~/lib/cn";

/** A row of choices as links (kinds of lead, periods): the current one filled, each a thumb's size. */
export function Choices({
  label,
  choices,
}: {
  label: string;
  choices: readonly { label: string; to: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-1.5">
        {choices.map((choice) => (
          <li key={choice.label}>
            <Link
              to={choice.to}
              aria-current={choice.current ? "page" : undefined}
              className={cn(
                "inline-flex h-11 items-center rounded-full border px-3.5 text-sm font-semibold",
                choice.current
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-slate-700 hover:border-brand-500",
              )}
            >
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
