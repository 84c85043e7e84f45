import type { ReactNode, Ref } from "react";

/** A section of a back-office page: its heading (which names it), a line saying what it is for, and its content. */
export function Panel({
  id,
  heading,
  intro,
  ref,
  children,
}: {
  /** The heading's id is `<id>-heading`. */
  id: string;
  heading: string;
  intro?: string;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <section
      ref={ref}
      aria-labelledby={`${id}-heading`}
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id={`${id}-heading`} className="font-semibold text-ink">
        {heading}
      </h2>
      {intro ? <p className="mt-1 text-sm text-muted">{intro}</p> : null}
      {children}
    </section>
  );
}
