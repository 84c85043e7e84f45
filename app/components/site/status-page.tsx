import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";

/**
 * A page that only tells the visitor where they stand (not found, a link expired, a subscription
 * confirmed) and where to go next.
 */
export function StatusPage({
  code,
  title,
  message,
  next,
  children,
}: {
  /** An HTTP status shown large as the h1 ("404"), with the title under it. */
  code?: number;
  title: string;
  message: ReactNode;
  /** Where to go next, as a button-like link. */
  next?: { label: string; to: string };
  /** Anything else the visitor can do here, e.g. a form. */
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      {code ? (
        <>
          <h1 className="text-7xl font-bold tracking-tight text-brand-700">{code}</h1>
          {/* In the headings' font: the page's title, though the h1 is its status code. */}
          <p className="mt-4 font-display text-2xl font-semibold text-ink">{title}</p>
        </>
      ) : (
        <h1 className="text-3xl font-bold text-ink">{title}</h1>
      )}
      <p className="mt-4 text-lg text-muted">{message}</p>
      {next ? (
        <a href={next.to} className={`${buttonClasses("secondary", "lg")} mt-8`}>
          {next.label}
        </a>
      ) : null}
      {children}
    </section>
  );
}
