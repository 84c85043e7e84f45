import { Icon } from "./icon";

/** A plain list of short points, each after a tick (a director's expertise, a town's sectors...). */
export function CheckedList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Icon name="check" className="mt-1 size-4 shrink-0 text-brand-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}
