import type { ReactNode } from "react";
import type { Action } from "~/content/types";
import { ActionRow } from "./action-link";

/** The closing band of a page: one message and where to go next. */
export function CallToAction({
  title,
  text,
  actions,
}: {
  title: string;
  text: ReactNode;
  actions: readonly Action[];
}) {
  return (
    <section aria-label={title} className="bg-white px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="on-dark mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-slate-200">{text}</p>
        <ActionRow actions={actions} className="mt-8 justify-center" />
      </div>
    </section>
  );
}
