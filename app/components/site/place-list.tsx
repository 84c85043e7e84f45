import { cn } from "~/lib/cn";
import { Icon } from "./icon";

/**
 * Town and village names as a grid of tiles (a service area, or more towns we cover). Places are
 * plain text on purpose: only towns with their own page get links.
 */
export function PlaceList({
  places,
  label,
  highlight,
  columns = 3,
  className,
}: {
  places: readonly string[];
  /** Tiles per row on wide screens: 3 suits a town and eight neighbours, 7 two rows of fourteen. */
  columns?: 3 | 7;
  /** Names the list for screen readers, e.g. "Service area". */
  label: string;
  /** A place shown first and emphasised: the town the page is about. */
  highlight?: string;
  className?: string;
}) {
  const all = highlight ? [highlight, ...places] : places;
  return (
    <ul
      aria-label={label}
      className={cn(
        "grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3",
        columns === 3 ? "max-w-4xl" : "lg:grid-cols-7",
        className,
      )}
    >
      {all.map((place) => {
        const main = place === highlight;
        return (
          <li
            key={place}
            className={cn(
              // Plain labels, not buttons: only towns with their own page are links.
              "flex items-center gap-2 py-1.5 font-medium",
              main ? "font-bold text-brand-900" : "text-slate-800",
            )}
          >
            <Icon name="pin" className={cn("size-4 shrink-0", main ? "text-brand-700" : "text-brand-600")} />
            {place}
          </li>
        );
      })}
    </ul>
  );
}
