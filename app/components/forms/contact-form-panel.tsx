import type { ReactNode } from "react";

/** The panel that holds the enquiry form on the home page. */
export function ContactFormPanel({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h3 className="text-2xl font-semibold text-ink">{title}</h3>
      {children}
    </div>
  );
}
