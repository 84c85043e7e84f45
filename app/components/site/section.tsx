import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

const tones = {
  light: "bg-white",
  muted: "bg-slate-50",
  brand: "bg-brand-50",
  dark: "on-dark bg-brand-950 text-white",
} as const;

export type SectionProps = {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: keyof typeof tones;
  children?: ReactNode;
  className?: string;
};

/** A page section: heading block and content, on one of the site's backgrounds. */
export function Section({ id, eyebrow, title, intro, tone = "light", children, className }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  const dark = tone === "dark";
  return (
    <section id={id} aria-labelledby={headingId} className={cn(tones[tone], "py-10 sm:py-24", className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {/* Every heading left-aligned, so a page reads down one edge (docs/decisions/031). */}
        <div className="max-w-3xl">
          {eyebrow ? (
            <p
              className={cn(
                "text-sm font-semibold uppercase tracking-wider",
                dark ? "text-accent-300" : "text-brand-600",
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          <h2
            id={headingId}
            className="mt-2 text-[1.75rem] leading-tight font-bold tracking-tight text-balance sm:text-4xl sm:leading-[1.1]"
          >
            {title}
          </h2>
          {intro ? (
            <p
              className={cn(
                "mt-3 leading-6 text-pretty sm:mt-4 sm:text-lg sm:leading-8",
                dark ? "text-slate-300" : "text-muted",
              )}
            >
              {intro}
            </p>
          ) : null}
        </div>
        {children ? <div className="mt-6 sm:mt-12">{children}</div> : null}
      </div>
    </section>
  );
}
