import type { ReactNode } from "react";
import type { Action } from "~/content/types";
import { ActionRow } from "./action-link";
import { HeroContact } from "./hero-contact";

export type HeroProps = {
  eyebrow?: string;
  title: ReactNode;
  intro: ReactNode;
  actions?: readonly Action[];
  children?: ReactNode;
  /** The title names the page's subject itself, so the eyebrow stays out of the h1. */
  titleNamesSubject?: boolean;
};

const eyebrowClass = "text-xs font-semibold uppercase tracking-wider text-accent-300 sm:text-sm";

/**
 * The opening of a page: the page's h1 on the brand's dark sea with its calls to action, and
 * beside it (below it on phones, made short) the contact panel. On a 390x844 phone the h1 and the
 * first call to action sit on the first screen (tests/e2e/phone.spec.ts).
 */
export function Hero({ eyebrow, title, intro, actions = [], children, titleNamesSubject }: HeroProps) {
  return (
    <section className="on-dark relative isolate overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-600),transparent_60%),radial-gradient(ellipse_at_bottom_left,var(--color-brand-800),transparent_55%)] opacity-80"
      />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:gap-12 sm:px-6 sm:py-20 lg:grid-cols-12 lg:items-center lg:px-8 lg:py-24">
        <div className="lg:col-span-7">
          {/* The eyebrow names the page's subject ("Cyber Security"): it is part of the h1, which
              search engines and screen readers take as the page's subject, unless the title
              already names it ("IT Support & Consultancy in Truro"). */}
          {eyebrow && titleNamesSubject ? <p className={eyebrowClass}>{eyebrow}</p> : null}
          <h1>
            {eyebrow && !titleNamesSubject ? (
              <span className={`block ${eyebrowClass}`}>
                {eyebrow}
                <span className="sr-only">: </span>
              </span>
            ) : null}
            <span className="mt-2 block text-[2rem] leading-[1.15] font-bold tracking-tight text-balance sm:mt-3 sm:text-5xl sm:leading-none lg:text-6xl">
              {title}
            </span>
          </h1>
          <p className="mt-4 leading-7 text-pretty text-slate-200 sm:mt-6 sm:text-xl sm:leading-8">{intro}</p>
          {actions.length > 0 ? <ActionRow actions={actions} className="mt-6 sm:mt-10" /> : null}
          {children}
        </div>
        <div className="lg:col-span-5">
          <HeroContact />
        </div>
      </div>
    </section>
  );
}
