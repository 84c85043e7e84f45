import type { ReactNode } from "react";
import type { Action } from "~/content/types";
import { ActionRow } from "./action-link";

export type HeroProps = {
  eyebrow?: string;
  title: ReactNode;
  intro: ReactNode;
  actions?: readonly Action[];
  children?: ReactNode;
};

/** The opening of a page: the page's h1 on the brand's dark sea, with its calls to action. */
export function Hero({ eyebrow, title, intro, actions = [], children }: HeroProps) {
  return (
    <section className="on-dark relative isolate overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-600),transparent_60%),radial-gradient(ellipse_at_bottom_left,var(--color-brand-800),transparent_55%)] opacity-80"
      />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        <div className="max-w-3xl">
          {/* The eyebrow names the page's subject ("Cyber Security"): it is part of the h1, which
              search engines and screen readers take as the page's subject; the tagline is its
              large line. */}
          <h1>
            {eyebrow ? (
              <span className="block text-sm font-semibold uppercase tracking-wider text-accent-300">
                {eyebrow}
                <span className="sr-only">: </span>
              </span>
            ) : null}
            <span className="mt-3 block text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              {title}
            </span>
          </h1>
          <p className="mt-6 text-lg leading-8 text-pretty text-slate-200 sm:text-xl">{intro}</p>
          {actions.length > 0 ? <ActionRow actions={actions} className="mt-10" /> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
