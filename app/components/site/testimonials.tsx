import type { Testimonial } from "~/content/testimonials";
import { balancedGrid } from "./balanced-grid";
import { Section } from "./section";

/** Clients' own words; nothing at all while there are none (app/content/testimonials.ts). */
export function Testimonials({ items, title }: { items: readonly Testimonial[]; title: string }) {
  if (items.length === 0) return null;
  return (
    <Section id="testimonials" title={title}>
      <ul className={balancedGrid(items.length, { widest: 3 })}>
        {items.map((item) => (
          <li key={item.quote}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
              <blockquote className="flex-1 text-lg leading-8 text-ink">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="mt-4 text-sm text-muted">
                <span className="block font-semibold text-ink">{item.name}</span>
                {item.role}, {item.organisation}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
