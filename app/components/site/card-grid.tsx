import { ArrowRight, Check } from "lucide-react";
import type { CardItem } from "~/content/types";
import { cn } from "~/lib/cn";
import { balancedGrid } from "./balanced-grid";
import { Icon } from "./icon";

/**
 * A grid of cards, at most `columns` wide, balanced by its item count (four as 2x2). A card with
 * a route is one link, so the whole card is clickable.
 */
export function CardGrid({ items, columns = 3 }: { items: readonly CardItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={balancedGrid(items.length, { widest: columns, from: columns === 4 ? "sm" : "md" })}>
      {items.map((item, index) => (
        <li key={item.title} className="reveal" style={{ "--i": index } as React.CSSProperties}>
          <Card item={item} />
        </li>
      ))}
    </ul>
  );
}

/** Features this short sit two to a row on a phone, so a card is not a long column of ticks. */
const SHORT_FEATURE = 26;

function Card({ item }: { item: CardItem }) {
  const pairs = item.features?.every((feature) => feature.length <= SHORT_FEATURE);
  const body = (
    <>
      {/* On a phone the icon sits beside the title, not above it. */}
      <div className="flex items-center gap-3 sm:block">
        {item.icon ? (
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700 sm:size-12">
            <Icon name={item.icon} className="size-5 sm:size-6" />
          </span>
        ) : null}
        <h3 className="text-xl font-semibold text-ink sm:mt-5">{item.title}</h3>
      </div>
      <p className="mt-3 leading-7 text-muted">{item.description}</p>
      {item.features?.length ? (
        <ul
          className={cn(
            "mt-4 grid gap-2 text-sm text-slate-700 sm:mt-5 sm:grid-cols-1",
            pairs && "grid-cols-2 gap-x-3",
          )}
        >
          {item.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
      {item.to ? (
        <span className="mt-auto inline-flex items-center gap-1.5 pt-5 font-semibold text-brand-700 group-hover:text-brand-600 sm:pt-6">
          {item.linkLabel ?? "Learn more"}
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      ) : null}
    </>
  );
  const frame = "flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8";
  return item.to ? (
    <a
      href={item.to}
      className={cn(frame, "group transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md")}
    >
      {body}
    </a>
  ) : (
    <div className={frame}>{body}</div>
  );
}
