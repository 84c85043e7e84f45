import { ArrowRight, Check } from "lucide-react";
import type { CardItem } from "~/content/types";
import { cn } from "~/lib/cn";
import { balancedGrid } from "./balanced-grid";
import { Icon } from "./icon";

/** How a grid's cards shorten on a phone (below 640 px), where a page is one long column. */
export type PhoneLayout = {
  /** The features list repeats the description (the home page's services): shown from 640 px. */
  featuresFromSm?: boolean;
  /** Points to read rather than cards to choose: no frame, icon beside the title. */
  plain?: boolean;
};

/**
 * A grid of cards, at most `columns` wide, balanced by its item count (four as 2x2). A card with
 * a route is one link, so the whole card is clickable.
 */
export function CardGrid({
  items,
  columns = 3,
  phone = {},
}: {
  items: readonly CardItem[];
  columns?: 2 | 3 | 4;
  phone?: PhoneLayout;
}) {
  return (
    <ul className={balancedGrid(items.length, { widest: columns, from: columns === 4 ? "sm" : "md" })}>
      {items.map((item, index) => (
        <li key={item.title} className="reveal" style={{ "--i": index } as React.CSSProperties}>
          <Card item={item} phone={phone} />
        </li>
      ))}
    </ul>
  );
}

/** Features this short sit two to a row on a phone, so a card is not a long column of ticks. */
const SHORT_FEATURE = 26;

function Card({ item, phone }: { item: CardItem; phone: PhoneLayout }) {
  const pairs = item.features?.every((feature) => feature.length <= SHORT_FEATURE);
  const body = (
    <>
      {/* On a phone the icon sits beside the title, not above it, and a link's arrow after it. */}
      <div className="flex items-center gap-3 sm:block">
        {item.icon ? (
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700 sm:size-12">
            <Icon name={item.icon} className="size-5 sm:size-6" />
          </span>
        ) : null}
        <h3 className="text-xl font-semibold text-ink sm:mt-5">{item.title}</h3>
        {item.to ? (
          <ArrowRight aria-hidden="true" className="ml-auto size-5 shrink-0 text-brand-700 sm:hidden" />
        ) : null}
      </div>
      <p
        className={cn(
          "leading-6 text-muted sm:leading-7",
          phone.plain ? "mt-1 pl-13 sm:mt-3 sm:pl-0" : "mt-2 sm:mt-3",
        )}
      >
        {item.description}
      </p>
      {item.features?.length ? (
        <ul
          className={cn(
            "mt-4 grid gap-2 text-sm text-slate-700 sm:mt-5 sm:grid-cols-1",
            pairs && "grid-cols-2 gap-x-3",
            phone.featuresFromSm && "max-sm:hidden",
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
        // On a phone the words are for screen readers: the arrow by the title shows the way.
        <span className="mt-auto inline-flex items-center gap-1.5 pt-6 font-semibold text-brand-700 group-hover:text-brand-600 max-sm:sr-only">
          {item.linkLabel ?? "Learn more"}
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-1 max-sm:hidden"
          />
        </span>
      ) : null}
    </>
  );
  const frame = phone.plain
    ? "flex h-full flex-col sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-8 sm:shadow-sm"
    : "flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8";
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
